// @vitest-environment happy-dom
// What the borrower can borrow says why the limit grew, from the catalogue reason, in their language; never a score.
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { LoanOffer } from '../../contract/schemas/products'
import { OfferSummary } from '../../src/features/loans/components/offer-summary'
import { activateLocale, i18n } from '../../src/i18n/i18n'

afterEach(cleanup)

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
const OFFER: LoanOffer = { minAmount: 10_000, maxAmount: 150_000, periodDays: 12, monthlyPayment: 13_775, reasons: [] }
const shown = (offer: LoanOffer) => {
  render(<OfferSummary offer={offer} currency="THB" periodUnit="month" checking={false} onCheckAgain={() => undefined} />, { wrapper })
  return screen.getByTestId('offer').textContent ?? ''
}

describe('the offer after loans repaid on time', () => {
  it('says the limit grew because a loan was repaid on time, with the new limit', async () => {
    await activateLocale('en')
    expect(shown({ ...OFFER, historyLimit: { amount: 150_000, reason: 'repaid_on_time' } })).toMatch(/Repaid on time: your limit is now THB\s?150,000\.00/)
  })

  it('says it in Thai', async () => {
    await activateLocale('th')
    expect(shown({ ...OFFER, historyLimit: { amount: 150_000, reason: 'repaid_on_time' } })).toContain('ชำระตรงเวลา: วงเงินของคุณตอนนี้คือ')
  })

  it('says nothing of a limit when the history did not raise it', async () => {
    await activateLocale('en')
    expect(shown(OFFER)).not.toContain('limit')
    expect(screen.queryByTestId('limit-repaid_on_time')).toBeNull()
  })

  it('says which limit lowered the offer, in the borrower\'s language, and nothing when none did', async () => {
    await activateLocale('en')
    expect(shown({ ...OFFER, reasons: ['above_legal_limit'] })).toContain('The law limits how much we can lend for your monthly income.')
    cleanup()
    await activateLocale('th')
    expect(shown({ ...OFFER, reasons: ['below_living_minimum'] })).toContain('ค่างวดจะทำให้คุณมีเงินเหลือใช้จ่ายในแต่ละเดือนน้อยเกินไป')
    cleanup()
    shown(OFFER)
    expect(screen.queryByTestId('offer-lowered')).toBeNull()
  })
})
