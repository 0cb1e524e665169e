// @vitest-environment happy-dom
// The date of birth as day, month and year, in the app's language whatever the browser's.
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { MARKET_PROFILES } from '../../contract/market/profiles'
import { validateIdentity } from '../../src/features/identity/validate'
import { activateLocale, i18n } from '../../src/i18n/i18n'
import { DatePartsField, useDatePartsWords } from '../../src/ui/date-parts-field'
import { datePartsProblem, daysInMonth, joinDate, splitDate } from '../../src/ui/date-parts'

afterEach(cleanup)

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>

describe('a date kept as its parts', () => {
  it('keeps what was chosen while parts are missing, and joins a complete one as YYYY-MM-DD', () => {
    expect(joinDate({ year: '', month: '', day: '' })).toBe('')
    expect(joinDate({ year: '', month: '', day: '7' })).toBe('--07')
    expect(splitDate('--07')).toEqual({ year: '', month: '', day: '7' })
    expect(joinDate({ year: '1990', month: '5', day: '17' })).toBe('1990-05-17')
    expect(splitDate('1990-05-17')).toEqual({ year: '1990', month: '5', day: '17' })
    expect(splitDate('05/17/1990')).toEqual({ year: '', month: '', day: '' })
  })

  it('tells a missing part from a day the month does not have', () => {
    expect(datePartsProblem('')).toBeNull()
    expect(datePartsProblem('1990--17')).toBe('incomplete')
    expect(datePartsProblem('1990-02-31')).toBe('notADay')
    expect(datePartsProblem('2023-02-29')).toBe('notADay')
    expect(datePartsProblem('2024-02-29')).toBeNull()
    expect(daysInMonth(2023, 2)).toBe(28)
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(1990, 4)).toBe(30)
  })

  it('gives the identity form a problem of its own for each way a birthday is wrong', () => {
    const values = { realName: 'Somchai', idType: '', identity: '1101700203451', sex: '1' as const, marriage: 'single' }
    const problem = (birthday: string) => validateIdentity({ ...values, birthday }, MARKET_PROFILES.TH, new Date('2026-11-25T00:00:00Z')).birthday
    expect(problem('')).toBe('required')
    expect(problem('1990-05-')).toBe('birthdayIncomplete')
    expect(problem('1990-02-31')).toBe('birthdayNotADay')
    expect(problem('2026-12-01')).toBe('birthday')
    expect(problem('1990-05-17')).toBeUndefined()
  })
})

function Birthday({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  const words = useDatePartsWords()
  const problem = datePartsProblem(value)
  const error = problem === 'notADay' ? words.notADay(value) : problem === 'incomplete' ? words.incomplete : null
  return (
    <>
      <DatePartsField legend="Date of birth" name="birthday" value={value} onChange={setValue} fromYear={1900} toYear={2026} error={error} />
      <output data-testid="value">{value}</output>
    </>
  )
}

describe('the day, month and year field', () => {
  it('names the months and counts the years as Thai does, and sends the Western date', async () => {
    await activateLocale('th')
    render(<Birthday />, { wrapper })
    const month = screen.getByLabelText('เดือน') as HTMLSelectElement
    const year = screen.getByLabelText('ปี') as HTMLSelectElement
    expect([...month.options].map((o) => o.text)).toContain('กุมภาพันธ์')
    expect([...year.options].find((o) => o.value === '1990')?.text).toBe('2533 (1990)')
    fireEvent.change(screen.getByLabelText('วัน'), { target: { value: '17' } })
    fireEvent.change(month, { target: { value: '5' } })
    fireEvent.change(year, { target: { value: '1990' } })
    expect(screen.getByTestId('value').textContent).toBe('1990-05-17')
  })

  it('says how many days the month has when the day is not in it', async () => {
    await activateLocale('en')
    render(<Birthday initial="1990-02-31" />, { wrapper })
    expect(screen.getByRole('alert').textContent).toBe('There is no such day: February 1990 has 28 days')
    expect((screen.getByLabelText('Day') as HTMLSelectElement).value).toBe('31')
  })

  it('puts the parts in the order the language writes a date', async () => {
    await activateLocale('zh')
    render(<Birthday />, { wrapper })
    const names = [...document.querySelectorAll('select')].map((s) => s.name)
    expect(names).toEqual(['birthday', 'birthday-month', 'birthday-day'])
    await activateLocale('en')
  })
})
