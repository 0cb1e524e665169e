import { type InputHTMLAttributes, type ReactNode, useId } from 'react'

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode
  error?: string | null
  hint?: ReactNode
  /** Shown before the input, such as a phone number's country prefix. */
  leading?: ReactNode
  trailing?: ReactNode
}

/** A labelled input with its hint and inline error, wired for screen readers. */
export function TextField({ label, error, hint, leading, trailing, id, ...input }: Props) {
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field-control">
        {leading}
        <input id={inputId} className="field-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {trailing}
      </div>
      {hint && !error ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
