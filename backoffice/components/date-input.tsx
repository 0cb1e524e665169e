// A date (or month) field that also shows the chosen day in the back office's one format
// ("31 Oct 2026"): a native picker writes dates in the browser's locale (10/31/2026 on a US
// machine, 31/10/2026 on a British one), which staff then misread against every other screen.
import { type InputHTMLAttributes, useId, useState } from 'react'
import { calendarDay, monthOf } from './format'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { type?: 'date' | 'month' }

/** `2026-10-31` → "31 Oct 2026", `2026-10` → "Oct 2026"; anything else (a half-typed date) → "". */
export function dayWords(value: string, type: 'date' | 'month' = 'date'): string {
  if (type === 'month') return /^\d{4}-\d{2}$/.test(value) ? monthOf(Date.parse(`${value}-01T00:00:00Z`) / 1000) : ''
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? calendarDay(value) : ''
}

export function DateInput({ type = 'date', value, defaultValue, onChange, ...rest }: Props) {
  const [typed, setTyped] = useState(String(defaultValue ?? ''))
  const id = useId()
  const shown = dayWords(value === undefined ? typed : String(value), type)
  return (
    <>
      <input
        {...rest}
        type={type}
        value={value}
        defaultValue={defaultValue}
        aria-describedby={id}
        onChange={(event) => {
          setTyped(event.target.value)
          onChange?.(event)
        }}
      />
      {/* Out of the label's name (getByLabel and screen readers read "From"), read as its description. */}
      <span id={id} className="muted small date-words" aria-hidden="true">
        {shown || (type === 'month' ? 'Mmm yyyy' : 'd Mmm yyyy')}
      </span>
    </>
  )
}
