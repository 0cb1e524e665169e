import * as z from 'zod/mini'
import { DECISION_REASONS, PRODUCT_UNAVAILABLE_REASONS } from '../decision-reasons'
import { LIMIT_REASONS } from '../loan-history-limit'
import { DUE_DAY_CHOICES, dueDaySchema } from '../repayment-day'
import { disclosedRateSchema } from './disclosed-rate'
import { id, majorAmount } from './fields'

export const appIdBody = z.object({ appId: id })
export const emptyBody = z.object({})

export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  maxAmount: z.number(),
  defaultRate: z.number(),
  disabled: z.boolean(),
  disabledReason: z.optional(z.nullable(z.enum(PRODUCT_UNAVAILABLE_REASONS))),
  minAmount: z.optional(z.number()),
  step: z.optional(z.number()),
  /** Whether the borrower may choose the repayment day: a day of the month, or also twice a month. Absent: not offered. */
  dueDayChoice: z.optional(z.enum(DUE_DAY_CHOICES)),
})
export const productListData = z.array(productSchema)
export type Product = z.infer<typeof productSchema>

export const rateConfigSchema = z.object({
  periodDays: z.number(),
  rate: z.number(),
  amounts: z.optional(z.array(z.number())),
})
export const periodConfigData = z.object({ id: z.number(), rateConfigs: z.array(rateConfigSchema) })

export const companyConfigsData = z.record(z.string(), z.unknown())
export const customerServiceData = z.string()

/**
 * The largest amount the decision rules approve for this borrower now, with the term that reaches
 * it: never above the market's legal limit or what the borrower can afford (contract/credit-limits.ts).
 * `reasons` says which of those limits lowered it; when nothing can be offered, maxAmount 0 and the
 * reasons from the catalogue. `minAmount` is the product's smallest amount.
 */
export const offerData = z.object({
  minAmount: z.number(),
  maxAmount: z.number(),
  periodDays: z.number(),
  monthlyPayment: z.number(),
  reasons: z.array(z.enum(DECISION_REASONS)),
  /** Present when the borrower's own loans raised their limit on this product: the limit and why (never a score). */
  historyLimit: z.optional(z.object({ amount: z.number(), reason: z.enum(LIMIT_REASONS) })),
})
export type LoanOffer = z.infer<typeof offerData>

export const quoteBody = z.object({
  amt: majorAmount,
  configId: id,
  periodDays: z.int().check(z.positive(), z.lte(360)),
  appId: id,
  /** The repayment day chosen (contract/repayment-day.ts); left out: a month after the payout, as always. */
  dueDay: z.optional(dueDaySchema),
})
export const scheduleLineSchema = z.object({ period: z.number(), dueDate: z.string(), amt: z.number() })
export const quoteData = z.object({
  amt: z.number(),
  /** What arrives in the bank account: equal to amt, nothing is deducted. */
  netProceeds: z.optional(z.number()),
  effectiveAnnualPercent: z.optional(z.number()),
  /** The Philippine disclosure (MARKET.code PH): nominal and effective interest a month, in percent. */
  monthlyNominalPercent: z.optional(z.number()),
  monthlyEffectivePercent: z.optional(z.number()),
  periodUnit: z.optional(z.enum(['month', 'week', 'day'])),
  interest: z.number(),
  total: z.number(),
  perPeriod: z.number(),
  apr: z.number(),
  schedule: z.array(scheduleLineSchema),
  /** The repayment day the schedule follows, when one was chosen. */
  dueDay: z.optional(dueDaySchema),
  /** The one rate the market's regulator requires shown, named as it names it (contract/disclosed-rate.ts). */
  disclosed: z.optional(disclosedRateSchema),
})

/** MARKET in the company configs: the lender's market, from contract/market. */
export const marketConfigSchema = z.object({
  code: z.string(),
  currency: z.string(),
  callingCode: z.string(),
  timeZone: z.string(),
  locales: z.array(z.string()),
})
export type MarketConfig = z.infer<typeof marketConfigSchema>

/** ID_TYPES in the company configs. */
export const idTypeConfigSchema = z.array(z.object({ code: z.string(), label: z.record(z.string(), z.string()) }))

const accountFormatSchema = z.union([
  z.object({ type: z.literal('digits'), min: z.number(), max: z.number(), example: z.string() }),
  z.object({ type: z.literal('mobile'), example: z.string() }),
  z.object({ type: z.literal('mobileOrNationalId'), example: z.string() }),
])

/** BANK_LIST in the company configs: banks, e-wallets and proxies (PromptPay) a borrower can be paid to. */
export const bankListSchema = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    /** The name in other languages (`th`, `zh`); a lender's own list may give none, and ill-formed ones are dropped, not the bank. */
    names: z.optional(z.catch(z.record(z.string(), z.string()), {})),
    logo: z.optional(z.string()),
    kind: z.enum(['bank', 'ewallet', 'proxy']),
    account: z.optional(accountFormatSchema),
  }),
)
export type BankListEntry = z.infer<typeof bankListSchema>[number]
