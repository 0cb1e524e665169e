import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { quoteLoan } from '../../contract/loan-math'
import { MARKETS } from '../../contract/market'
import { toMajor, toMinor } from '../../contract/money'
import { freezeTerms } from '../../server/domain/orders/contract-terms'
import { renderContractHtml } from '../../server/domain/orders/contract-html'
import type { OrderRow } from '../../server/domain/orders/state-machine'
import type { UserRow } from '../../server/domain/profile/user-row'

const licence = { name: 'Demo Lending Co., Ltd.', number: 'DEMO-PL-0001', regulator: 'Ministry of Finance' }
const baht = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: 2 })
const user = { realName: 'Somchai Jaidee', identity: '1101700203451', mobile: '09123456789' } as UserRow

describe('quote, schedule and contract', () => {
  it('agree for random amounts, periods and rates, and the schedule sums to the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8_000, max: 300_000 }), fc.integer({ min: 1, max: 36 }), fc.integer({ min: 0, max: 2_400 }), (tens, periods, rate) => {
        const amountMinor = tens * 1_000
        const quote = quoteLoan({ amountMinor, rate, periods, startDate: '2026-11-22', periodUnit: 'month' })
        const wire = {
          amt: toMajor(quote.amountMinor, 2),
          interest: toMajor(quote.interestMinor, 2),
          total: toMajor(quote.totalMinor, 2),
          perPeriod: toMajor(quote.perPeriodMinor, 2),
          apr: quote.aprPercent,
          effectiveAnnualPercent: quote.effectiveAnnualPercent,
          schedule: quote.schedule.map((l) => ({ period: l.period, dueDate: l.dueDate, amt: toMajor(l.amtMinor, 2) })),
        }
        const order = { id: 1, rate, periods, periodUnit: 'month', quote: wire } as unknown as OrderRow
        const terms = freezeTerms(order, user, licence, 'THB', new Date('2026-11-22T00:00:00Z'))
        expect(toMinor(terms.totalToRepay, 2)).toBe(quote.totalMinor)
        expect(toMinor(terms.amountFinanced, 2) + toMinor(terms.financeCharge, 2)).toBe(toMinor(terms.totalToRepay, 2))
        expect(terms.netProceeds).toBe(terms.amountFinanced)
        expect(terms.schedule.reduce((sum, l) => sum + toMinor(l.amt, 2), 0)).toBe(quote.totalMinor)
        expect(terms.aprPercent).toBe(quote.aprPercent)
        const html = renderContractHtml(terms, { locale: 'th', timeZone: 'Asia/Bangkok', accepted: null, market: MARKETS.TH })
        expect(html).toContain(baht.format(terms.totalToRepay))
      }),
      { numRuns: 300 },
    )
  })
})
