// The words of the downloadable contract: legally reviewed wording, so kept as data in each market's
// folder (th/contract-words/, ph/contract-words/), one file per language the market offers, rather
// than in the server's catalogs. They are plain text: the renderer escapes all of it, the
// borrower's name and the lender's licence with it. Every language must give every entry (the type
// says so); `npm run i18n:check` reports one left empty, in English or punctuated the Western way in
// Thai. Amounts, rates and dates arrive formatted for the language.
import type { Locale } from '../locales'
import type { PeriodUnit } from '../loan-math'
import type { Cadence } from '../repayment-cadence'

export type ContractWords = {
  title: (orderId: string) => string
  /** Before acceptance: the document is a draft and says so at its top. */
  draft: string
  draftNote: string
  lender: (name: string, licence: string, regulator: string) => string
  borrower: (name: string, idDocument: string, phone: string) => string
  /** The ID document where the terms name no type. */
  idNumber: (masked: string) => string
  costHeading: string
  amountFinanced: string
  netProceeds: string
  financeCharge: string
  totalToRepay: string
  interestRate: string
  /** "1.5% a month, flat on the amount financed": the rate the interest is worked out with, said as such. */
  interest: (percent: string, unit: PeriodUnit) => string
  repaymentsLabel: string
  /** "6, twice a month": payments counted, not months. */
  repayments: (count: number, cadence: Cadence) => string
  /** The one rate the market's regulator requires (contract/disclosed-rate.ts), by its name there. */
  effectiveAnnualRate: string
  monthlyEirRate: string
  aYear: (percent: string) => string
  aMonth: (percent: string) => string
  /** Only where the market discloses the cost a day (Indonesia, disclosure 'dailyEconomicBenefit'): its name and "0.0944% a day". */
  dailyCost?: { name: string; aDay: (percent: string) => string }
  fees: string
  noFees: string
  scheduleHeading: string
  period: string
  dueDate: string
  amount: string
  lateHeading: string
  /** When a payment counts as late: the day after its due date (no grace days), or after `days` days. */
  lateNextDay: string
  lateAfter: (days: string) => string
  lateCharges: string
  lateBureau: (bureau: string) => string
  complainHeading: string
  complainFirst: string
  complainThen: (body: string, phones: string, email: string, web: string) => string
  rightsHeading: string
  rights: readonly [string, string, string, string]
  termsFixed: (date: string) => string
  signatureHeading: string
  signedBy: (name: string, time: string) => string
  signatureAlt: string
  /** Accepted, but the image is gone (the account was deleted after the loan ended). */
  signatureGone: string
}

/** A market's contract in each of its languages; English is always there, for a language the market does not offer. */
export type MarketContractWords = { readonly en: ContractWords } & Readonly<Partial<Record<Locale, ContractWords>>>
