import type { BureauAnswer } from '../../../contract/credit/bureau-answer'
import type { MarketCode } from '../../../contract/market/types'

/**
 * Who is asked about: what a bureau matches a file on. The idempotency key is the application's:
 * a retried job asks again under it and the bureau counts one inquiry, not two.
 */
export type BureauInquiry = {
  idempotencyKey: string
  market: MarketCode
  idType: string | null
  idNumber: string
  fullName: string
  birthday: string
  /** The amount applied for, in minor units: bureaus record the inquiry's purpose and size. */
  amountMinor: number
}

export type BureauReport = { reference: string; answer: BureauAnswer }

/**
 * The credit bureau, asked once per application after it committed (domain/credit/bureau-pull.ts),
 * always through callProvider's time-out, never inside a transaction.
 */
export type CreditBureau = {
  /** The name kept with each inquiry (bureau_inquiries.provider). */
  readonly name: string
  inquire(inquiry: BureauInquiry, signal: AbortSignal): Promise<BureauReport>
}
