// When a payment counts as late, read from the market pack: the day after the due date and its
// grace days, in both markets.
import { describe, expect, it } from 'vitest'
import { isLate, lastLateDueDate, lateFrom } from '../../contract/late-payment'
import { MARKETS } from '../../contract/market'

describe('a late payment', () => {
  it.each(['TH', 'PH'] as const)('is late in %s from the day after its due date, the pack giving no grace days', (code) => {
    const rules = MARKETS[code].latePayment
    expect(rules.graceDays).toBe(0)
    expect(rules.charges).toBe('none')
    expect(lateFrom('2026-01-31', rules)).toBe('2026-02-01')
    expect(isLate('2026-01-31', '2026-01-31', rules)).toBe(false)
    expect(isLate('2026-01-31', '2026-02-01', rules)).toBe(true)
  })

  it('waits the grace days a pack gives before counting a payment late', () => {
    const rules = { graceDays: 3 }
    expect(lateFrom('2026-02-27', rules)).toBe('2026-03-03')
    expect(isLate('2026-02-27', '2026-03-02', rules)).toBe(false)
    expect(isLate('2026-02-27', '2026-03-03', rules)).toBe(true)
    expect(lastLateDueDate('2026-03-03', rules)).toBe('2026-02-27')
  })

  it('names the bureau and what the law would allow in every language the market offers', () => {
    for (const market of Object.values(MARKETS)) {
      for (const locale of market.locales) {
        expect(market.latePayment.bureau[locale], `${market.code} ${locale}`).toBeTruthy()
        expect(market.latePayment.lawAllows[locale], `${market.code} ${locale}`).toBeTruthy()
      }
    }
  })
})
