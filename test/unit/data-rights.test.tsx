// @vitest-environment happy-dom
// The data-protection law's rights (UU PDP) on the consent and data-export screens for Indonesian
// borrowers, in Bahasa Indonesia and English; nothing added for the other markets.
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { marketTerms } from '../../contract/market/terms'
import { activateLocale, i18n } from '../../src/i18n/i18n'
import { DataRights } from '../../src/ui/data-rights'

afterEach(cleanup)
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>

describe("the data subject's rights", () => {
  it('are said in Bahasa Indonesia to an Indonesian borrower reading it, naming the law, withdrawal and deletion', async () => {
    await activateLocale('id')
    render(<DataRights rights={marketTerms(MARKETS.ID.code).dataRights} />, { wrapper })
    const text = screen.getByTestId('data-rights').textContent ?? ''
    expect(text).toContain('Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi')
    expect(text).toContain('menarik persetujuan')
    expect(text).toContain('menghapusnya')
  })

  it('are said in English to one reading English', async () => {
    await activateLocale('en')
    render(<DataRights rights={marketTerms(MARKETS.ID.code).dataRights} />, { wrapper })
    expect(screen.getByTestId('data-rights').textContent).toContain('Law 27 of 2022 on Personal Data Protection')
  })

  it('add nothing in Thailand and the Philippines', async () => {
    await activateLocale('en')
    for (const code of [MARKETS.TH.code, MARKETS.PH.code]) {
      const { container } = render(<DataRights rights={marketTerms(code).dataRights} />, { wrapper })
      expect(container.textContent).toBe('')
    }
  })
})
