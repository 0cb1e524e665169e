// The company configs that decide who gets money and how much. They change only under four-eyes
// (approval kind `lending_config`, which a company's FOUR_EYES cannot leave out), and the back
// office shows them as labelled fields, defaults included: docs/backoffice.md, "Lending rules under four-eyes".
import type * as z from 'zod/mini'
import { decisionRulesSchema } from './decision-rules-config'
import { fraudRulesSchema } from './fraud-rules'

export const LENDING_CONFIG_KEYS = ['DECISION_RULES', 'FRAUD_RULES'] as const
export type LendingConfigKey = (typeof LENDING_CONFIG_KEYS)[number]

export function isLendingConfigKey(key: string): key is LendingConfigKey {
  return (LENDING_CONFIG_KEYS as readonly string[]).includes(key)
}

export type FieldUnit = 'years' | 'times' | 'money' | 'percent' | 'count' | 'days' | 'minutes'

export type LendingField = {
  name: string
  label: string
  unit: FieldUnit
  /** Whole numbers only. */
  whole: boolean
  /** null is a value of its own ("no limit"), not the default. */
  nullable?: boolean
  help: string
}

export const LENDING_CONFIG_TITLES: Record<LendingConfigKey, string> = {
  DECISION_RULES: 'Decision rules',
  FRAUD_RULES: 'Fraud rules',
}

export const LENDING_CONFIG_FIELDS: Record<LendingConfigKey, readonly LendingField[]> = {
  DECISION_RULES: [
    { name: 'minAge', label: 'Youngest applicant', unit: 'years', whole: true, help: '18 or more, below the oldest age' },
    { name: 'maxAge', label: 'Oldest applicant', unit: 'years', whole: true, help: 'Above the youngest age' },
    { name: 'affordabilityMargin', label: 'Affordability margin', unit: 'times', whole: false, help: 'Income left after expenses covers the installment and other debts this many times (1 or more)' },
    { name: 'livingMinimum', label: 'Living minimum a month', unit: 'money', whole: false, help: "What must be left after expenses, debts and the installment; the market's figure by default" },
    { name: 'maxDebtServicePercent', label: 'Debt payments at most', unit: 'percent', whole: false, nullable: true, help: 'All debt payments as a share of income, 1 to 100; "none" for no such limit' },
    { name: 'manualReviewAbove', label: 'A person decides above', unit: 'money', whole: false, help: 'Applications above this amount wait for a reviewer' },
    { name: 'reapplyAfterDays', label: 'Reapply after a refusal', unit: 'days', whole: true, help: 'Days a refused borrower waits before applying again' },
  ],
  FRAUD_RULES: [
    { name: 'deviceMaxAccounts', label: 'Accounts on one app install', unit: 'count', whole: true, help: 'Beyond this, the next account is a signal (1 to 100)' },
    { name: 'contactMaxBorrowers', label: 'Borrowers naming one emergency contact', unit: 'count', whole: true, help: 'Beyond this, the next borrower is a signal (1 to 100)' },
    { name: 'burstMaxFromDevice', label: 'Applications from one install in the window', unit: 'count', whole: true, help: 'Beyond this, a burst (1 to 1,000)' },
    { name: 'burstMaxFromAddress', label: 'Applications from one network address in the window', unit: 'count', whole: true, help: 'Beyond this, a burst; carriers put many people behind one address (1 to 10,000)' },
    { name: 'burstWindowMinutes', label: 'Burst window', unit: 'minutes', whole: true, help: '1 minute to 7 days' },
  ],
}

export type LendingValues = Record<string, number | null>
export type FieldProblem = { field: string; message: string }

const SCHEMAS: Record<LendingConfigKey, z.ZodMiniType> = { DECISION_RULES: decisionRulesSchema, FRAUD_RULES: fraudRulesSchema }

/** Each field's problem, in words; none when the rules can be stored. Fields left out take their defaults. */
export function lendingConfigProblems(key: LendingConfigKey, value: unknown): FieldProblem[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [{ field: 'value', message: 'The rules are a set of named numbers' }]
  const given = value as Record<string, unknown>
  const problems: FieldProblem[] = []
  const add = (field: string, message: string) => {
    if (!problems.some((p) => p.field === field)) problems.push({ field, message })
  }
  for (const name of Object.keys(given)) if (!LENDING_CONFIG_FIELDS[key].some((f) => f.name === name)) add(name, 'Not a rule of this config')
  for (const field of LENDING_CONFIG_FIELDS[key]) {
    const v = given[field.name]
    if (v === undefined || (v === null && field.nullable)) continue
    if (typeof v !== 'number' || !Number.isFinite(v)) add(field.name, field.nullable ? 'A number, or none' : 'A number')
    else if (field.whole && !Number.isInteger(v)) add(field.name, 'A whole number')
    else if (v < 0) add(field.name, 'Not negative')
  }
  const parsed = SCHEMAS[key].safeParse(given)
  if (!parsed.success) for (const issue of parsed.error.issues) add(String(issue.path[0] ?? 'value'), 'Out of range: see the hint')
  if (key === 'DECISION_RULES' && parsed.success) {
    const r = parsed.data as z.infer<typeof decisionRulesSchema>
    if (r.minAge < 18) add('minAge', 'At least 18')
    if (r.maxAge <= r.minAge) add('maxAge', 'Above the youngest age')
    if (r.affordabilityMargin < 1) add('affordabilityMargin', 'At least 1')
  }
  return problems
}

/** The values as stored: only those the lender set, so a default left alone stays the default. */
export function storedLendingValues(key: LendingConfigKey, value: Record<string, unknown>): LendingValues {
  const out: LendingValues = {}
  for (const field of LENDING_CONFIG_FIELDS[key]) {
    const v = value[field.name]
    if (typeof v === 'number' || (v === null && field.nullable)) out[field.name] = v
  }
  return out
}

/** Figures the engine takes from the market pack where the lender set none (DECISION_RULES only). */
export type MarketDefaults = { livingMinimum: number; maxDebtServicePercent: number | null }

export type FieldInForce = { name: string; value: number | null; defaultValue: number | null; isDefault: boolean }

/**
 * Each rule as the engine applies it: the lender's value, or the default (the schema's, or the
 * market's). Unreadable stored rules count as unset, as the engine reads them (decision-inputs.ts).
 */
export function lendingValuesInForce(key: LendingConfigKey, stored: unknown, market: MarketDefaults): FieldInForce[] {
  const schema = SCHEMAS[key]
  const defaults: Record<string, unknown> = { ...(schema.parse({}) as Record<string, unknown>), ...(key === 'DECISION_RULES' ? market : {}) }
  const readable = schema.safeParse(stored ?? {}).success && stored !== null && typeof stored === 'object'
  const set = readable ? storedLendingValues(key, stored as Record<string, unknown>) : {}
  return LENDING_CONFIG_FIELDS[key].map(({ name }) => {
    const defaultValue = (defaults[name] ?? null) as number | null
    const isDefault = !Object.hasOwn(set, name)
    return { name, value: isDefault ? defaultValue : (set[name] ?? null), defaultValue, isDefault }
  })
}
