import * as z from 'zod/mini'
import { TEXT_CONFIG_KEYS } from '../../company-config-keys'
import { LENDING_CONFIG_KEYS } from '../../lending-configs'
import { limitGrowthSchema } from '../../loan-history-limit'
import { line, majorAmount, plainText } from '../../schemas/fields'
import { id, optionalNote } from './common'

const amount = majorAmount.check(z.positive())

export const violationSchema = z.object({ rule: z.string(), limit: z.number(), actual: z.number() })

export const productConfigSchema = z.object({
  id,
  companyId: id,
  /** The company's market (contract/market), its currency and the lender's period unit. */
  market: z.string(),
  currency: z.string(),
  periodUnit: z.string(),
  name: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  step: z.number(),
  defaultRate: z.number(),
  disabled: z.boolean(),
  /** How the limit grows with loans repaid on time; null: the whole maximum from the first loan. */
  limitGrowth: z.nullable(limitGrowthSchema),
  /** Whether borrowers may choose their repayment day. */
  dueDayChoice: z.boolean(),
  periods: z.array(z.object({ id, periods: z.number(), rate: z.number(), offered: z.boolean(), violations: z.array(violationSchema) })),
})
export type ProductConfig = z.infer<typeof productConfigSchema>
export const productsData = z.object({ products: z.array(productConfigSchema) })

export const productSaveBody = z.object({
  appId: id,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60), plainText()),
  minAmount: amount,
  maxAmount: amount,
  step: amount,
  /** Thousandths of a percent per period, as period configs' rates. */
  defaultRate: z.int().check(z.positive(), z.lte(100_000)),
  disabled: z.boolean(),
  note: optionalNote,
  /** Left out: unchanged. null: no growth rule (the default). */
  limitGrowth: z.optional(z.nullable(limitGrowthSchema)),
  /** Left out: unchanged (off by default). */
  dueDayChoice: z.optional(z.boolean()),
})

/** A new period config without id; a changed rate or count with it. */
export const periodSaveBody = z.object({
  appId: id,
  id: z.optional(id),
  periods: z.int().check(z.positive(), z.lte(360)),
  rate: z.int().check(z.positive(), z.lte(100_000)),
  note: optionalNote,
})
/** The config's id once saved; the request's id while it waits for a checker. */
export const periodSaveData = z.object({ id: z.nullable(id), approvalId: z.nullable(id) })

/** What staff may change: the borrower-facing texts and links, the licence, the decision thresholds. */
export const EDITABLE_CONFIG_KEYS = [...TEXT_CONFIG_KEYS, 'LICENCE', 'DECISION_RULES', 'FRAUD_RULES', 'TICKET_SERVICE_DAYS', 'CREDIT_BUREAU_MEMBER_CODE'] as const
export type EditableConfigKey = (typeof EDITABLE_CONFIG_KEYS)[number]

export const companyBody = z.object({ companyId: id })
/** A lending rule as the engine applies it: the lender's value, or the default, marked. */
export const fieldInForceSchema = z.object({ name: z.string(), value: z.nullable(z.number()), defaultValue: z.nullable(z.number()), isDefault: z.boolean() })
export const companyConfigData = z.object({
  /** Each editable key's stored text (JSON text for LICENCE and DECISION_RULES), or null when unset. */
  values: z.record(z.enum(EDITABLE_CONFIG_KEYS), z.nullable(z.string())),
  /** The lending configs field by field, and the request waiting for a checker, if any. */
  lending: z.record(z.enum(LENDING_CONFIG_KEYS), z.object({ fields: z.array(fieldInForceSchema), currency: z.string(), pendingApprovalId: z.nullable(id) })),
})
/** `note` is required (40180) for a lending config, which waits for a checker; the answer's approvalId is that request. */
export const companySetBody = z.object({ companyId: id, key: z.enum(EDITABLE_CONFIG_KEYS), value: z.string().check(z.maxLength(20_000), plainText({ multiline: true })), note: optionalNote })

const lendingValues = z.record(z.string(), z.nullable(z.number()))
/** A lending config request: the text to store, the text it replaces (null: unset), and every rule after it, defaults filled in. */
export const lendingChangePayloadSchema = z.object({ key: z.enum(LENDING_CONFIG_KEYS), value: z.string(), basedOn: z.nullable(z.string()), values: lendingValues, currency: z.string() })
export type LendingChangePayload = z.infer<typeof lendingChangePayloadSchema>
export const lendingChangeBeforeSchema = z.object({ values: lendingValues })

export const versionsBody = z.object({ scope: z.optional(line(64)), key: z.optional(line(64)) })
export const versionsData = z.array(
  z.object({ id, scope: z.string(), key: z.string(), value: z.unknown(), staffName: z.nullable(z.string()), at: z.string() }),
)
