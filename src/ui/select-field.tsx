import './forms.css'
import { type ReactNode, type SelectHTMLAttributes, useId } from 'react'

/** group: options of one group are shown together under its name (an optgroup). */
export type SelectOption = { value: string; label: string; group?: string }

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode
  options: readonly SelectOption[]
  /** Shown while nothing is chosen; a hint, not the label. */
  placeholder: string
  error?: string | null
}

/** A labelled native select: the phone's own picker, with the inline error under it. */
export function SelectField({ label, options, placeholder, error, id, value, ...select }: Props) {
  const fallbackId = useId()
  const selectId = id ?? fallbackId
  const errorId = `${selectId}-error`
  return (
    <div className="field">
      <label className="field-label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className="field-input field-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {/* A stored value the list no longer has is shown as it is, not silently replaced by another. */}
        {typeof value === 'string' && value !== '' && !options.some((o) => o.value === value) ? (
          <option value={value}>{value}</option>
        ) : null}
        {groupsOf(options).map(([group, members]) =>
          group === undefined ? (
            members.map(optionTag)
          ) : (
            <optgroup key={group} label={group}>
              {members.map(optionTag)}
            </optgroup>
          ),
        )}
      </select>
      {error ? (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

const optionTag = (option: SelectOption) => (
  <option key={option.value} value={option.value}>
    {option.label}
  </option>
)

/** Options by group, in the order each group first appears. */
function groupsOf(options: readonly SelectOption[]): [string | undefined, SelectOption[]][] {
  const groups = new Map<string | undefined, SelectOption[]>()
  for (const option of options) groups.set(option.group, [...(groups.get(option.group) ?? []), option])
  return [...groups]
}
