import { ApiError } from '../../../contract/api-error'
import { disclosureOf } from '../../../contract/disclosed-rate'
import type { ParsedBody } from '../../../contract/endpoints'
import { type LoanQuote, type LoanTerms, quoteLoan } from '../../../contract/loan-math'
import { localToday } from '../../../contract/market/local-time'
import { checkQuote } from '../../../contract/market-rules'
import { toMajor, wireToMinor } from '../../../contract/money'
import { type DueDay, dueDayRefusal, quoteOnDay, violationsOverPayoutDays } from '../../../contract/repayment-day'
import type { Db } from '../../db/client'
import { type LendingTerms, lendingTerms, type PeriodConfigRow } from '../products/lending-terms'
import { requireAppOfCompany } from '../tenancy/company-scope'

export type QuoteRequest = ParsedBody<'/loan/quote'>
/** `startDate`: the borrower's day the loan is quoted on, from which its schedule runs. */
export type CheckedQuote = { terms: LendingTerms; config: PeriodConfigRow; quote: LoanQuote; dueDay: DueDay | null; startDate: string }

/**
 * Checks amount and period against the product and the market rules, then prices the loan.
 * Only a product of the borrower's own company (`companyId`): another's answers 40007.
 */
export async function checkedQuote(db: Db, body: QuoteRequest, now: Date, companyId: number): Promise<CheckedQuote> {
  await requireAppOfCompany(db, body.appId, companyId)
  if (body.configId !== body.appId) throw new ApiError(10004, { fields: ['configId'] })
  const terms = await lendingTerms(db, body.appId, now)
  const { app } = terms
  if (app.disabled) throw new ApiError(10004, { fields: ['appId'] })
  const amountMinor = wireToMinor(body.amt, terms.minorDigits)
  if (amountMinor === null) throw new ApiError(10004, { fields: ['amt'] })
  const onGrid = (amountMinor - app.minAmountMinor) % app.stepMinor === 0
  if (amountMinor < app.minAmountMinor || amountMinor > app.maxAmountMinor || !onGrid) throw new ApiError(10004, { fields: ['amt'] })
  const config = terms.offered.find((c) => c.periods === body.periodDays)
  if (!config) throw new ApiError(10004, { fields: ['periodDays'] })
  const loan = { amountMinor, rate: config.rate, periods: config.periods, startDate: localToday(terms.timeZone, now), minorDigits: terms.minorDigits }
  if (body.dueDay !== undefined) return { terms, config, quote: onChosenDay(terms, loan, body.dueDay), dueDay: body.dueDay, startDate: loan.startDate }
  const quote = quoteLoan({ ...loan, periodUnit: terms.periodUnit })
  if (checkQuote(terms.rules, quote, terms.periodUnit, loan.startDate).length > 0) throw new ApiError(10004, { fields: ['amt'] })
  return { terms, config, quote, dueDay: null, startDate: loan.startDate }
}

const DUE_DAY_REFUSALS = { notOffered: 20011, twiceNotOffered: 20012 } as const

function onChosenDay(terms: LendingTerms, loan: Omit<LoanTerms, 'periodUnit'>, dueDay: DueDay): LoanQuote {
  const refusal = dueDayRefusal(dueDay, { dueDayChoice: terms.app.dueDayChoice, periodUnit: terms.periodUnit, twiceMonthly: terms.twiceMonthly })
  if (refusal) throw new ApiError(DUE_DAY_REFUSALS[refusal], { fields: ['dueDay'] })
  if (violationsOverPayoutDays(terms.rules, loan, dueDay).length > 0) throw new ApiError(20013, { fields: ['dueDay'] })
  return quoteOnDay(loan, dueDay)
}

export function quoteToWire({ quote, terms, dueDay, startDate }: CheckedQuote) {
  const digits = terms.minorDigits
  return {
    amt: toMajor(quote.amountMinor, digits),
    netProceeds: toMajor(quote.amountMinor, digits),
    interest: toMajor(quote.interestMinor, digits),
    total: toMajor(quote.totalMinor, digits),
    perPeriod: toMajor(quote.perPeriodMinor, digits),
    apr: quote.aprPercent,
    effectiveAnnualPercent: quote.effectiveAnnualPercent,
    monthlyNominalPercent: quote.monthlyNominalPercent,
    monthlyEffectivePercent: quote.monthlyEffectivePercent,
    periodUnit: terms.periodUnit,
    schedule: quote.schedule.map((line) => ({ period: line.period, dueDate: line.dueDate, amt: toMajor(line.amtMinor, digits) })),
    ...(dueDay === null ? {} : { dueDay }),
    ...disclosureOf(terms.disclosure, quote, startDate),
  }
}
