// @vitest-environment happy-dom
// The long lists of the profile (provinces, towns, banks): a native select with a search box that narrows it.
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { activateLocale, i18n } from '../../src/i18n/i18n'
import { SelectField } from '../../src/ui/select-field'

beforeAll(() => activateLocale('en'))
afterEach(cleanup)

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
const provinces = MARKETS.PH.regions.map((r) => ({ value: r.province, label: r.province }))
const optionsOf = (select: HTMLElement) => [...select.querySelectorAll('option')].map((o) => o.value).filter(Boolean)

function Provinces({ value, onSubmit }: { value: string; onSubmit?: () => void }) {
  return (
    <form onSubmit={(e) => (e.preventDefault(), onSubmit?.())}>
      <SelectField label="Province" name="province" placeholder="Choose your province" options={provinces} value={value} onChange={() => undefined} />
    </form>
  )
}

describe('a long list', () => {
  it('narrows its choices to what the borrower types, keeping the chosen one', () => {
    render(<Provinces value="Abra" />, { wrapper })
    const select = screen.getByLabelText('Province')
    expect(select.tagName).toBe('SELECT')
    expect(optionsOf(select)).toHaveLength(provinces.length)
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'davao' } })
    expect(optionsOf(select)).toEqual(['Abra', ...provinces.map((p) => p.value).filter((p) => p.startsWith('Davao'))])
  })

  it('says when nothing matches, and its search key does not send the form', () => {
    let sent = 0
    render(<Provinces value="" onSubmit={() => (sent += 1)} />, { wrapper })
    const search = screen.getByRole('searchbox')
    fireEvent.change(search, { target: { value: 'zzz' } })
    expect(screen.getByRole('status').textContent).toContain('zzz')
    fireEvent.keyDown(search, { key: 'Enter' })
    expect(sent).toBe(0)
    expect(document.activeElement).toBe(screen.getByLabelText('Province'))
  })

  it('has no search box when the list is short', () => {
    render(<SelectField label="Sex" placeholder="Choose one" options={provinces.slice(0, 5)} value="" onChange={() => undefined} />, { wrapper })
    expect(screen.queryByRole('searchbox')).toBeNull()
  })
})
