import './forms.css'
import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type ReactNode, type SelectHTMLAttributes, useId, useRef, useState } from 'react'
import { SEARCH_FROM, type SelectOption, searchOptions } from './option-search'

export type { SelectOption } from './option-search'

/** group: options of one group are shown together under its name (an optgroup). */

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode
  options: readonly SelectOption[]
  /** Shown while nothing is chosen; a hint, not the label. */
  placeholder: string
  error?: string | null
  /** Shown before the select, such as the logo of the chosen bank. */
  leading?: ReactNode
}

/**
 * A labelled native select: the phone's own picker, with the inline error under it. A long list
 * gets a search box above it that narrows the choices (84 provinces are too many to scroll).
 */
export function SelectField({ label, options, placeholder, error, leading, id, value, ...select }: Props) {
  const { t } = useLingui()
  const fallbackId = useId()
  const selectId = id ?? fallbackId
  const errorId = `${selectId}-error`
  const selectRef = useRef<HTMLSelectElement>(null)
  const [query, setQuery] = useState('')
  const chosen = typeof value === 'string' ? value : ''
  const searchable = options.length >= SEARCH_FROM
  const shown = searchable ? searchOptions(options, query, chosen) : options
  const searched = query.trim()
  const nothingFound = searchable && searched !== '' && shown.every((o) => o.value === chosen)

  // The keyboard's search key would send the form: it opens the narrowed list instead.
  function searchKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    const picker = selectRef.current
    picker?.focus()
    try {
      picker?.showPicker?.()
    } catch {
      // Not offered by this browser: the select has the focus, one tap opens it.
    }
  }

  return (
    <div className="field">
      <label className="field-label" htmlFor={selectId}>
        {label}
      </label>
      {searchable ? (
        <input
          type="search"
          className="field-input field-search"
          aria-label={t`Search the list`}
          aria-controls={selectId}
          placeholder={t`Type a few letters to search`}
          autoComplete="off"
          enterKeyHint="search"
          disabled={select.disabled}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={searchKey}
        />
      ) : null}
      <div className="field-control">
        {leading}
        <select
          ref={selectRef}
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
          {chosen !== '' && !options.some((o) => o.value === chosen) ? <option value={chosen}>{chosen}</option> : null}
          {groupsOf(shown).map(([group, members]) =>
            group === undefined ? (
              members.map(optionTag)
            ) : (
              <optgroup key={group} label={group}>
                {members.map(optionTag)}
              </optgroup>
            ),
          )}
        </select>
      </div>
      {searchable ? (
        <p className="field-hint" role="status">
          {nothingFound ? t`Nothing found for “${searched}”` : null}
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
