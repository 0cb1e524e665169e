// The words of the downloadable contract, one file per language beside this one. They are plain
// text: the renderer escapes all of it, the borrower's name and the lender's licence with it.
// Every language must give every entry (the type says so); test/unit/contract-words.test.ts checks
// that none is left in English. Amounts, rates and dates arrive formatted for the language.
import type { PeriodUnit } from '../../../../contract/loan-math'

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
  /** "1.5% a month, 12 months". */
  interest: (percent: string, periods: number, unit: PeriodUnit) => string
  apr: string
  effectiveAnnual: string
  /** The Philippine disclosure's monthly rates. */
  nominalRate: string
  effectiveRate: string
  aMonth: (percent: string) => string
  fees: string
  noFees: string
  scheduleHeading: string
  period: string
  dueDate: string
  amount: string
  rightsHeading: string
  rights: readonly [string, string, string, string]
  termsFixed: (date: string) => string
  signatureHeading: string
  signedBy: (name: string, time: string) => string
  signatureAlt: string
  /** Accepted, but the image is gone (the account was deleted after the loan ended). */
  signatureGone: string
}
