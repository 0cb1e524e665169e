import { useId } from 'react'
import './money-ui.css'

type Option<T extends string | number> = { value: T; label: React.ReactNode }

type Props<T extends string | number> = {
  legend: React.ReactNode
  options: readonly Option<T>[]
  value: T | null
  onChange: (value: T) => void
  name?: string
}

/** A choice among a few options as radio buttons styled as one row of 48 px segments. */
export function SegmentedControl<T extends string | number>({ legend, options, value, onChange, name }: Props<T>) {
  const fallback = useId()
  const group = name ?? fallback
  return (
    <fieldset className="segmented">
      <legend className="field-label">{legend}</legend>
      <div className="segmented-options">
        {options.map((option) => (
          <label key={String(option.value)} className="segment">
            <input type="radio" name={group} checked={option.value === value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
