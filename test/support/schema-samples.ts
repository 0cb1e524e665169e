// What a fuzzer needs from a body schema: the field names it knows, nested ones included,
// and values it would take, so that random bodies get past the schema and reach the code.
import type * as z from 'zod/mini'

type Schema = z.core.$ZodType
type Found = { keys: Set<string>; values: Map<string, unknown[]> }

/** Every field name in the schema, nested objects and array elements included. */
export function schemaKeys(schema: Schema): string[] {
  const found: Found = { keys: new Set(), values: new Map() }
  walk(schema, undefined, found)
  return [...found.keys]
}

/** The borrower's own values, where the fuzzed account needs them to get anywhere. */
export type Own = { mobile: string; pin: string; password: string; orderId: number }

// Values each field name takes in the demo data (server/db/seed.ts, test/support/profile.ts).
const BY_NAME = (own: Own): Record<string, unknown[]> => ({
  mobile: [own.mobile, '0812345678', '+66812345678'],
  password: [own.password, own.pin, 'staff password 123'],
  pin: [own.pin, '123456'],
  smsCode: ['123456'],
  appId: [1, 2, 3],
  companyId: [1, 2],
  configId: [1, 2],
  loanOrderId: [own.orderId, 1],
  orderId: [own.orderId, 1],
  userId: [1, 2],
  disbursementId: [1],
  beforeId: [1, 100],
  periodDays: [6, 12],
  periods: [6, 12],
  amt: [100, 5000, 100_000],
  withdrawAmount: [100, 100_000],
  minAmount: [1000],
  maxAmount: [100_000],
  step: [1000],
  rate: [800],
  defaultRate: [800],
  limit: [10],
  birthday: ['1990-05-17'],
  date: ['2026-01-01'],
  reapplyAfter: ['2027-01-01'],
  realName: ['Somchai Jaidee'],
  identity: ['1101700203451'],
  idType: ['th_national_id', 'ph_philsys'],
  provinceCity: ['Bangkok,Bang Rak'],
  email: ['somchai@example.com'],
  bankName: ['004', 'PH_GCASH'],
  cardNo: ['1234567890'],
  bankcard: ['1234567890'],
  monthlyIncome: [30_000],
  expenses: [12_000],
  text: ['The app is great\nthanks'],
  query: ['Somchai', '0812345678'],
  paymentId: ['00000000-0000-0000-0000-000000000000'],
  value: ['{}', 'text'],
  name: ['Mali', 'staff1'],
  relation: ['Sister'],
  contacts: [
    [
      { name: 'Mali', relation: 'Sister', mobile: '0812345678' },
      { name: 'Niran', relation: 'Friend', mobile: '0823456789' },
    ],
  ],
})

/** For each field name: values of the schema's own enums and literals, then typical ones by name. */
export function plausibleValues(schema: Schema, own: Own): Map<string, unknown[]> {
  const found: Found = { keys: new Set(), values: new Map() }
  walk(schema, undefined, found)
  const byName = BY_NAME(own)
  for (const key of found.keys) found.values.set(key, [...(found.values.get(key) ?? []), ...(byName[key] ?? [])])
  return found.values
}

function walk(schema: Schema, key: string | undefined, found: Found): void {
  const def = schema._zod.def
  const add = (values: readonly unknown[]) => {
    if (key !== undefined) found.values.set(key, [...(found.values.get(key) ?? []), ...values])
  }
  switch (def.type) {
    case 'object':
      for (const [name, field] of Object.entries((def as z.core.$ZodObjectDef).shape)) {
        found.keys.add(name)
        walk(field, name, found)
      }
      return
    case 'optional':
    case 'nullable':
      return walk((def as z.core.$ZodOptionalDef).innerType, key, found)
    case 'array':
      // An array field also takes a few of its elements.
      walk((def as z.core.$ZodArrayDef).element, key === undefined ? undefined : `${key}[]`, found)
      if (key !== undefined) add(arraysOf(found.values.get(`${key}[]`) ?? []))
      return
    case 'union':
      for (const option of (def as z.core.$ZodUnionDef).options) walk(option, key, found)
      return
    case 'enum':
      return add(Object.values((def as z.core.$ZodEnumDef).entries))
    case 'literal':
      return add((def as z.core.$ZodLiteralDef<z.core.util.Literal>).values)
    case 'boolean':
      return add([true, false])
    default:
      return
  }
}

function arraysOf(elements: unknown[]): unknown[][] {
  if (elements.length === 0) return []
  return [elements.slice(0, 1), elements.slice(0, 2), elements]
}
