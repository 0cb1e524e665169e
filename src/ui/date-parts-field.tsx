import './forms.css'
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import { utcDate } from '../../contract/validation'
import { dateFormat } from '../i18n/intl-formats'
import { type DateParts, daysInMonth, joinDate, splitDate } from './date-parts'

type Part = keyof DateParts

type Props = {
  legend: ReactNode
  /** The field's name: the first of the three selects carries it, so focusing the field lands there. */
  name: string
  /** "YYYY-MM-DD", possibly with parts missing (./date-parts.ts). */
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string | null
  /** The years offered, newest first. */
  fromYear: number
  toYear: number
}

const AUTOCOMPLETE: Record<Part, string> = { day: 'bday-day', month: 'bday-month', year: 'bday-year' }

/** The parts in the order the language writes a date: day month year in Thai, year month day in Chinese. */
function partOrder(): Part[] {
  const parts = dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatToParts(utcDate(2000, 0, 31))
  const order = parts.map((p) => p.type).filter((type): type is Part => type === 'day' || type === 'month' || type === 'year')
  return order.length === 3 ? order : ['day', 'month', 'year']
}

/**
 * A date as three selects, day, month and year, in the app's language whatever the browser's:
 * months by name and years as the language counts them (Buddhist years in Thai), so no one has
 * to guess whether 04/05 is April or May. A day the month does not have is refused by the form.
 */
export function DatePartsField({ legend, name, value, onChange, onBlur, error, fromYear, toYear }: Props) {
  const { t } = useLingui()
  const id = useId()
  const errorId = `${id}-error`
  const parts = splitDate(value)
  const months = dateFormat({ month: 'long', timeZone: 'UTC' })
  const years = dateFormat({ year: 'numeric', timeZone: 'UTC' })
  const options: Record<Part, { value: string; label: string }[]> = {
    day: Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
    month: Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: months.format(utcDate(2000, i, 1)) })),
    year: Array.from({ length: toYear - fromYear + 1 }, (_, i) => {
      const year = toYear - i
      const counted = years.formatToParts(utcDate(year, 6, 1)).find((p) => p.type === 'year')?.value ?? String(year)
      // Where the language counts years otherwise (2533 in the Buddhist era), the Western year too: an ID card may give either.
      return { value: String(year), label: counted === String(year) ? counted : `${counted} (${year})` }
    }),
  }
  const labels: Record<Part, string> = { day: t`Day`, month: t`Month`, year: t`Year` }
  const order = partOrder()
  return (
    <fieldset
      className="field date-parts"
      aria-invalid={error ? true : undefined}
      // Left as a whole: moving from the day to the month is not leaving the field.
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) onBlur?.()
      }}
    >
      <legend className="field-label">{legend}</legend>
      <div className="date-parts-row">
        {order.map((part, index) => (
          <div key={part} className={`date-part date-part-${part}`}>
            <label className="date-part-label" htmlFor={`${id}-${part}`}>
              {labels[part]}
            </label>
            <select
              id={`${id}-${part}`}
              className="field-input field-select"
              name={index === 0 ? name : `${name}-${part}`}
              autoComplete={AUTOCOMPLETE[part]}
              value={parts[part]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => onChange(joinDate({ ...parts, [part]: e.target.value }))}
            >
              <option value="" disabled>
                –
              </option>
              {options[part].map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {error ? (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** What is wrong with a date of this field, in words: which parts are missing, or how many days the month has. */
export function useDatePartsWords() {
  const { t } = useLingui()
  return {
    incomplete: t`Choose the day, the month and the year`,
    notADay: (value: string) => {
      const { year, month } = splitDate(value)
      if (year === '' || month === '') return t`There is no such day: check the day`
      const monthYear = dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDate(Number(year), Number(month) - 1, 1))
      const days = daysInMonth(Number(year), Number(month))
      return t`There is no such day: ${monthYear} has ${days} days`
    },
  }
}
