// The largest loan the decision rules approve for one borrower, judged by the very decide() the
// decision job runs on an application, on the quote /loan/apply would record.
import { LIMIT_BREACHES } from '../../../contract/credit-limits'
import type { DecisionReason } from '../../../contract/decision-reasons'
import { type LoanQuote, type PeriodUnit, quoteLoan } from '../../../contract/loan-math'
import { checkQuote, type MarketRules } from '../../../contract/market-rules'
import { type Applicant, applicationOf, type Decision, type DecisionRules, decide } from './decision-rules'

export type OfferInput = {
  rules: DecisionRules
  applicant: Applicant
  product: { minAmountMinor: number; maxAmountMinor: number; stepMinor: number }
  /** The product's period configs that keep within the market rules. */
  configs: readonly { periods: number; rate: number }[]
  marketRules: MarketRules
  periodUnit: PeriodUnit
  /** The borrower's local day, where the schedule would start. */
  startDate: string
  now: Date
  /** The currency's digits, as the quote rounds with them (LoanTerms.minorDigits). */
  minorDigits?: number
}

/** The offer, with the reasons it is not larger when a limit of the borrower's (not the product) held it down. */
export type Offer = { amountMinor: number; periods: number; monthlyPaymentMinor: number; loweredBy: DecisionReason[] } | { reasons: DecisionReason[] }

type Config = OfferInput['configs'][number]

export function bestOffer(input: OfferInput): Offer {
  let best: { quote: LoanQuote; periods: number } | null = null
  // Shortest term first, a longer one only for a larger amount: a longer term costs more interest.
  for (const config of [...input.configs].sort((a, b) => a.periods - b.periods)) {
    const quote = largestApproved(input, config)
    if (quote && (!best || quote.amountMinor > best.quote.amountMinor)) best = { quote, periods: config.periods }
  }
  if (!best) return { reasons: reasonsAtSmallest(input) }
  const { monthlyPaymentMinor } = applicationOf({ ...best.quote, periodUnit: input.periodUnit }, input.product)
  return { amountMinor: best.quote.amountMinor, periods: best.periods, monthlyPaymentMinor, loweredBy: loweredBy(input, best) }
}

/** What refuses the next amount on the grid at the offer's term: the borrower's limits, or nothing when the product's maximum ends the grid. */
function loweredBy(input: OfferInput, best: { quote: LoanQuote; periods: number }): DecisionReason[] {
  const next = best.quote.amountMinor + input.product.stepMinor
  const config = input.configs.find((c) => c.periods === best.periods)
  if (!config || next > input.product.maxAmountMinor) return []
  const { decision } = judge(input, config, next)
  return decision.outcome === 'refuse' ? decision.reasons.filter((r) => (LIMIT_BREACHES as readonly string[]).includes(r)) : []
}

function judge(input: OfferInput, config: Config, amountMinor: number): { quote: LoanQuote; decision: Decision } {
  const quote = quoteLoan({ amountMinor, rate: config.rate, periods: config.periods, startDate: input.startDate, periodUnit: input.periodUnit, minorDigits: input.minorDigits })
  const application = applicationOf({ amountMinor, perPeriodMinor: quote.perPeriodMinor, periodUnit: input.periodUnit }, input.product)
  return { quote, decision: decide(input.rules, input.applicant, application, input.now, input.minorDigits ?? 2) }
}

/** The largest amount on the product's grid that one term gets approved and the market's caps allow. */
function largestApproved(input: OfferInput, config: Config): LoanQuote | null {
  const { minAmountMinor, maxAmountMinor, stepMinor } = input.product
  const amountAt = (i: number) => minAmountMinor + i * stepMinor
  const approved = (i: number) => judge(input, config, amountAt(i)).decision.outcome === 'approve'
  const count = Math.floor((maxAmountMinor - minAmountMinor) / stepMinor) + 1
  if (count < 1 || !approved(0)) return null
  // For one term a larger amount never has a smaller installment, so the approved amounts are a
  // prefix of the grid (test/unit/offer-search.test.ts holds this against every amount).
  let low = 0
  let high = count - 1
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (approved(mid)) low = mid
    else high = mid - 1
  }
  // /loan/apply refuses a quote above the market's caps; rounding moves the rates a little with the amount.
  for (let i = low; i >= 0; i--) {
    const { quote } = judge(input, config, amountAt(i))
    if (checkQuote(input.marketRules, quote, input.periodUnit, input.startDate).length === 0) return quote
  }
  return null
}

/** Why not even the smallest amount is approved: the fewest reasons over the terms, the least to change. */
function reasonsAtSmallest(input: OfferInput): DecisionReason[] {
  let fewest: DecisionReason[] | null = null
  for (const config of input.configs) {
    const { decision } = judge(input, config, input.product.minAmountMinor)
    // Approved (or for a person) at the smallest amount, so only the market's caps or the grid stood in the way.
    if (decision.outcome !== 'refuse') return ['amount_out_of_limits']
    if (!fewest || decision.reasons.length < fewest.length) fewest = decision.reasons
  }
  return fewest ?? ['amount_out_of_limits']
}
