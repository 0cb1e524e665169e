// @vitest-environment happy-dom
// Home's account of the latest loan: what is owed and what is next, never 0 for what is not known.
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LoanProgress } from '../../contract/schemas/orders'
import { NetworkError } from '../../src/api/network-error'
import { LoanSummary } from '../../src/features/home/components/loan-summary'
import { activateLocale, i18n } from '../../src/i18n/i18n'

beforeAll(() => activateLocale('en'))
afterEach(cleanup)

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
const progress = (overrides: Partial<NonNullable<LoanProgress>>): LoanProgress => ({ status: 4, orderId: 7, applyAmount: 100_000, balance: 0, contract: null, ...overrides })
const shown = (p: LoanProgress | undefined, error: unknown = null) => {
  render(<LoanSummary progress={p} error={error} currency="THB" onRetry={() => undefined} />, { wrapper })
  return screen.getByTestId('loan-summary').textContent ?? ''
}

describe("Home's loan summary", () => {
  it('shows what is owed, not the withdrawable balance of 0, and the next payment with its date', () => {
    const text = shown(progress({ outstanding: 101_016.67, nextDue: { dueDate: '2026-12-25', amt: 8_418.06, overdue: false } }))
    expect(text).toContain('Left to repay')
    expect(text).toContain('101,016.67')
    expect(text).toMatch(/Next payment .*8,418\.06 due on 25 Dec 2026/)
    expect(text).not.toContain('0.00')
  })

  it('says plainly what is overdue', () => {
    const text = shown(progress({ outstanding: 20_000, nextDue: { dueDate: '2026-11-25', amt: 16_836.12, overdue: true } }))
    expect(text).toMatch(/16,836\.12 overdue since 25 Nov 2026/)
    expect(screen.getByText('Overdue')).toBeTruthy()
  })

  it('shows what paying off today costs and how it is made: principal, interest to the day, charges', async () => {
    shown(
      progress({
        outstanding: 101_016.67,
        payoff: 100_123.45,
        payoffParts: { asOf: '2026-11-28', principal: 100_000, interest: 135.45, interestBack: 12, charges: 0 },
      }),
    )
    // The parts load after the first screen (lazily): the figure is there at once.
    expect(screen.getByTestId('home-payoff').textContent).toMatch(/Pay off everything today: .*100,123\.45/)
    await screen.findByTestId('payoff-breakdown')
    const text = screen.getByTestId('home-payoff').textContent ?? ''
    expect(text).toMatch(/Pay off everything today: .*100,123\.45/)
    expect(text).toMatch(/Principal still owed.*100,000\.00/)
    expect(text).toMatch(/Interest counted to 28 Nov 2026.*135\.45/)
    expect(text).toMatch(/Interest you paid ahead, given back.*12\.00/)
    expect(text).toMatch(/Charges.*0\.00/)
  })

  it('shows what can be withdrawn before the money is out', () => {
    expect(shown(progress({ status: 9, balance: 100_000 }))).toMatch(/You can withdraw.*100,000\.00/)
  })

  it('says it is not available offline instead of showing 0', () => {
    const text = shown(undefined, new NetworkError(null))
    expect(text).toContain('Not available offline')
    expect(text).not.toMatch(/\d/)
  })
})
