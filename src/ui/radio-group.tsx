import './forms.css'
import { type ReactNode, useId } from 'react'
import type { SelectOption } from './select-field'

type Props = {
  legend: ReactNode
  name: string
  options: readonly SelectOption[]
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string | null
}

/** A few choices side by side, each a full 48 px target. */
export function RadioGroup({ legend, name, options, value, onChange, onBlur, error }: Props) {
  const errorId = useId()
  return (
    <fieldset className="field radio-group" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="radio-options">
        {options.map((option) => (
          <label key={option.value} className="radio-option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            <span>{option.label}</span>
          </label>
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
