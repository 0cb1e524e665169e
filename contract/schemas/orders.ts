import * as z from 'zod/mini'
import { disclosedRateSchema } from './disclosed-rate'
import { DECISION_REASONS } from '../decision-reasons'
import { type Locale, LOCALE_CODES } from '../locales'
import { PAYMENT_METHODS, RECEIPT_METHODS, choiceCodeSchema } from '../payment-methods'

import { PAYOUT_FAILURES } from '../payout-failures'
import { CADENCES } from '../repayment-cadence'
import { contractTermsSchema } from './contract-terms'
import { freeText, id, line, majorAmount } from './fields'

/** A wallet or bank to pick, by its code and its own name. */
const choiceSchema = z.object({ code: choiceCodeSchema, name: z.string() })

export const loanOrderBody = z.object({ loanOrderId: id })
export const applyData = z.object({ loanOrderId: z.number() })

/**
 * How the payoff is made (contract/payoff.ts), as of `asOf` on the borrower's calendar: the
 * principal still owed, the interest to that day, less interest paid ahead of its days, and the
 * charges already due; payoff = principal + interest − interestBack + charges.
 */
export const payoffPartsSchema = z.object({ asOf: z.string(), principal: z.number(), interest: z.number(), interestBack: z.number(), charges: z.number() })
export type PayoffParts = z.infer<typeof payoffPartsSchema>

export const loanProgressData = z.nullable(
  z.object({
    status: z.number(),
    orderId: z.number(),
    applyAmount: z.number(),
    balance: z.number(),
    contract: z.nullable(z.string()),
    /** While repaying (4): what is owed now. */
    outstanding: z.optional(z.number()),
    /**
     * While repaying: the next amount to pay and its due date; once a due date has passed, all
     * that is overdue and the oldest date it was due.
     */
    nextDue: z.optional(z.nullable(z.object({ dueDate: z.string(), amt: z.number(), overdue: z.boolean() }))),
    /** While repaying: what paying everything off today costs, and how it is made. */
    payoff: z.optional(z.number()),
    payoffParts: z.optional(payoffPartsSchema),
    /**
     * While refused (5) and the borrower's market day is still before the refusal's reapply date:
     * that date. Absent once it has come, so Home offers a new application without reading a clock
     * of its own (the server's is the one the date was set by).
     */
    reapplyAfter: z.optional(z.string()),
  }),
)
export type LoanProgress = z.infer<typeof loanProgressData>

export const orderListData = z.array(
  z.object({
    orderId: z.number(),
    appId: z.number(),
    appName: z.string(),
    appLogo: z.string(),
    status: z.number(),
    principal: z.number(),
    applyTime: z.string(),
  }),
)

export const periodViewSchema = z.object({
  period: z.number(),
  dueDate: z.string(),
  amt: z.number(),
  paid: z.number(),
  status: z.number(),
})

export const orderInfoData = z.object({
  orderId: z.number(),
  appId: z.number(),
  status: z.number(),
  principal: z.number(),
  applyTime: z.string(),
  rate: z.number(),
  periodDays: z.number(),
  balance: z.number(),
  realName: z.nullable(z.string()),
  lastWithdrawAmount: z.nullable(z.number()),
  decision: z.nullable(z.object({ reasons: z.array(z.enum(DECISION_REASONS)), reapplyAfter: z.nullable(z.string()) })),
  appName: z.optional(z.string()),
  total: z.optional(z.number()),
  /** What is still owed, and what paying everything off today costs: principal and interest to the day, no penalty. */
  outstanding: z.optional(z.number()),
  payoff: z.optional(z.number()),
  payoffParts: z.optional(payoffPartsSchema),
  /** The latest payout while it is pending, or its failure reason. */
  payout: z.optional(z.nullable(z.object({ status: z.enum(['pending', 'succeeded', 'failed']), amount: z.number(), reason: z.nullable(z.enum(PAYOUT_FAILURES)) }))),
  periodViews: z.array(periodViewSchema),
  /** How many payments the loan has (twice a month, twice its months), and how often they fall due. */
  repayments: z.optional(z.object({ count: z.number(), cadence: z.enum(CADENCES) })),
  /** The one rate the market's regulator requires shown (contract/disclosed-rate.ts). */
  disclosed: z.optional(disclosedRateSchema),
  /** While repaying: the ways to pay this loan now, each with the most it takes in one payment. */
  paymentMethods: z.optional(
    z.array(
      z.object({
        method: z.enum(PAYMENT_METHODS),
        maxAmount: z.number(),
        /** For the e-wallet: the wallets to pick from, by code and brand name, the default first (absent where the market names none). */
        wallets: z.optional(z.array(choiceSchema)),
        /** For the virtual account: the banks to pick from, the default first. */
        banks: z.optional(z.array(choiceSchema)),
        /** For a counter code that is for one chain: the chains to pick from, the default first. */
        chains: z.optional(z.array(choiceSchema)),
      }),
    ),
  ),
})

/** locale: the language the contract is written in, the app's; without one, the borrower's market's first. */
export const contractBody = z.object({ loanOrderId: id, locale: z.optional(z.enum(LOCALE_CODES as [Locale, ...Locale[]])) })
/**
 * html: the document to download, a draft until accepted; signature: the image it was accepted
 * with, as a data: URL (null before acceptance, or once the image is no longer held).
 */
export const contractData = z.object({
  terms: contractTermsSchema,
  html: z.string(),
  acceptedAt: z.nullable(z.string()),
  signature: z.nullable(z.string()),
})
export const feedbackBody = z.object({ text: freeText })

export const withdrawBody = z.object({
  loanOrderId: id,
  password: z.string().check(z.regex(/^\d{6}$/)),
  withdrawAmount: majorAmount,
  bankcard: line(32),
})
export const withdrawData = z.object({ verified: z.boolean() })

export const transactionsData = z.array(
  z.object({
    /** Unique across both kinds: `d-<n>` for payouts, `r-<uuid>` for repayments. */
    id: z.string(),
    /** A refund sends back money paid beyond what the loan owed. */
    kind: z.enum(['disbursement', 'repayment', 'refund']),
    orderId: z.number(),
    amt: z.number(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    at: z.string(),
    reason: z.optional(z.enum(PAYOUT_FAILURES)),
    /** How a repayment is paid. */
    method: z.optional(z.enum(RECEIPT_METHODS)),
  }),
)

/** wallet: for an e-wallet payment, which of the market's wallets; bank: for a virtual account, which of its banks; counter: for a counter code, which chain; absent, the first. */
export const rechargeBody = z.object({
  loanOrderId: id,
  amt: majorAmount,
  method: z.optional(z.enum(PAYMENT_METHODS)),
  wallet: z.optional(choiceCodeSchema),
  bank: z.optional(choiceCodeSchema),
  counter: z.optional(choiceCodeSchema),
})
export const rechargeData = z.object({
  url: z.string(),
  paymentId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  /** The e-wallet an e-wallet payment goes to. */
  wallet: z.optional(choiceCodeSchema),
  /** The bank of a virtual account, whose number is the reference. */
  bank: z.optional(choiceSchema),
  /** The EMVCo payload of a QR payment, for the exact amount. */
  qr: z.optional(z.string()),
  /** Until when a QR or a counter payment code can be paid. */
  expiresAt: z.optional(z.string()),
  /** The payment's reference: for a counter payment, the code the borrower gives at the counter; for a virtual account, its number. */
  reference: z.optional(z.string()),
  /** Where a counter payment code can be paid. */
  counters: z.optional(z.array(z.string())),
})

/**
 * The payments of a loan opened and not yet paid, expired or cancelled, newest first: what the
 * borrower can still pay with (a QR, a counter code, a checkout), each until `expiresAt`, so the
 * app lists them on Home and in the history and keeps a copy to show offline.
 */
export const openPaymentsData = z.array(
  z.object({
    paymentId: z.string(),
    method: z.enum(PAYMENT_METHODS),
    amt: z.number(),
    reference: z.optional(z.string()),
    qr: z.optional(z.string()),
    url: z.optional(z.string()),
    expiresAt: z.string(),
    /** Added: the e-wallet an e-wallet payment goes to, where the counter code is paid, when it was opened, and its loan. */
    wallet: z.optional(choiceCodeSchema),
    counters: z.optional(z.array(z.string())),
    bank: z.optional(choiceSchema),
    openedAt: z.string(),
    orderId: z.number(),
  }),
)
export type OpenPayment = z.infer<typeof openPaymentsData>[number]
export const paymentBody = z.object({ paymentId: line(64) })

export const receiptBody = z.object({ paymentId: line(64) })
/**
 * One paid repayment as the ledger posted it: the amount, how it was applied (principal,
 * interest, fees; beyond what was owed, the borrower's credit) and what the loan owed after it.
 * Currency and time zone travel with it so a copy kept on the phone reads the same offline.
 */
export const receiptData = z.object({
  paymentId: z.string(),
  reference: z.string(),
  orderId: z.number(),
  method: z.enum(RECEIPT_METHODS),
  paidAt: z.string(),
  amt: z.number(),
  principal: z.number(),
  interest: z.number(),
  fees: z.number(),
  toCredit: z.number(),
  outstandingAfter: z.number(),
  currency: z.string(),
  timeZone: z.string(),
})

/** What /loan/credit/refund sends back: the whole credit held, to the account each loan was paid to (0: none held). */
export const creditRefundData = z.object({ amount: z.number() })
