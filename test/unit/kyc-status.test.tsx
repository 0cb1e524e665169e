// @vitest-environment happy-dom
// The identity card's retake guide: after a failed liveness check (a photo of a screen), it says the
// hand-held photo must be of the borrower in person; it does not say so for other retakes.
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Kyc } from '../../contract/schemas/accounts'
import { KycStatus } from '../../src/features/kyc/components/kyc-status'
import { activateLocale, i18n } from '../../src/i18n/i18n'

beforeAll(() => activateLocale('en'))
afterEach(cleanup)

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
const shown = (kyc: Kyc) => {
  render(<KycStatus kyc={kyc} place="identity" refresh={async () => undefined} />, { wrapper })
  return screen.getByTestId('kyc-status')
}

describe('the identity card after a check asks for a photo again', () => {
  it('asks for the hand-held photo again, of the borrower in person, when liveness failed', () => {
    const card = shown({ status: 'rejected', reasons: ['liveness_failed'], retake: ['hand'] })
    expect(card.getAttribute('data-kyc')).toBe('retake')
    expect(card.textContent).toContain('We need a clearer photo of you holding your ID card.')
    expect(card.textContent).toContain('does not look like a photo taken just now')
    expect(screen.getByTestId('kyc-guide-live').textContent).toMatch(/not a photo of a screen/)
  })

  it('does not speak of screens when the faces did not match', () => {
    shown({ status: 'review', reasons: ['face_mismatch'], retake: ['front', 'hand'] })
    expect(screen.queryByTestId('kyc-guide-live')).toBeNull()
  })
})
