import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { staffUsers } from './staff'
import { companies } from './tenancy'

/** Company configuration as key → text; JSON-valued keys hold JSON text. */
export const companyConfigs = pgTable(
  'company_configs',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
)

/** Every version of every configuration value a lender changed. */
export const configVersions = pgTable('config_versions', {
  id: serial('id').primaryKey(),
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  value: jsonb('value').notNull(),
  staffId: integer('staff_id').references(() => staffUsers.id),
  at: timestamp('at', { withTimezone: true }).notNull(),
})
