import { bigint, boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'

export const companies = pgTable('companies', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** A code of contract/market (TH, PH): every borrower rule of this company reads it. */
  market: text('market').notNull(),
})

export const apps = pgTable('apps', {
  id: integer('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  maxAmountMinor: bigint('max_amount_minor', { mode: 'number' }).notNull(),
  minAmountMinor: bigint('min_amount_minor', { mode: 'number' }).notNull(),
  stepMinor: bigint('step_minor', { mode: 'number' }).notNull(),
  defaultRate: integer('default_rate').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  /** The host name borrowers open this lender's app at ("ph.localhost"); pages sent there name this app. */
  host: text('host').unique(),
  /** How the limit grows with loans repaid on time (contract/loan-history-limit.ts); null: the whole maximum from the first loan. */
  limitGrowth: jsonb('limit_growth'),
  /** Whether a borrower may choose the day repayments fall due (contract/repayment-day.ts). */
  dueDayChoice: boolean('due_day_choice').notNull().default(false),
})

export const periodConfigs = pgTable('period_configs', {
  id: serial('id').primaryKey(),
  appId: integer('app_id')
    .notNull()
    .references(() => apps.id),
  periods: integer('periods').notNull(),
  rate: integer('rate').notNull(),
})
