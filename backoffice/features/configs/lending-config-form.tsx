import { type FormEvent, useEffect, useState } from 'react'
import type { AdminData } from '../../../contract/admin/endpoints'
import { ApiError } from '../../../contract/api-error'
import { LENDING_CONFIG_FIELDS, LENDING_CONFIG_TITLES, type LendingConfigKey, lendingConfigProblems } from '../../../contract/lending-configs'
import { call } from '../../api'
import { amountProblem, currencyDigits } from '../../components/format'
import { ruleValue } from '../../components/rule-words'
import { ErrorNotice, Notice } from '../../components/notice'
import { Badge } from '../../components/status-badge'
import { useFourEyesRequest } from '../../components/use-four-eyes-request'

type InForce = AdminData<'/config/company'>['lending'][LendingConfigKey]
type Props = { companyId: number; name: LendingConfigKey; inForce: InForce; onAsked: () => void }

/**
 * What the form asks for: each field typed, or left at its default. A default left alone, or a
 * field emptied, is not sent, so the rule keeps following the default (the market's, where it has one).
 */
export function typedRules(name: LendingConfigKey, inForce: InForce, form: FormData): Record<string, unknown> {
  const rules: Record<string, unknown> = {}
  for (const field of LENDING_CONFIG_FIELDS[name]) {
    const typed = String(form.get(field.name) ?? '').trim()
    const current = inForce.fields.find((f) => f.name === field.name)
    if (typed === '') continue
    const value = field.nullable && typed.toLowerCase() === 'none' ? null : Number(typed.replaceAll(',', ''))
    if (current?.isDefault && value === current.defaultValue) continue
    rules[field.name] = value
  }
  return rules
}

/** Server refusals name their fields and say "field: words; field: words". */
function problemsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== 10004) return {}
  const words = Object.fromEntries(error.message.split('; ').map((part) => part.split(': ') as [string, string]))
  return Object.fromEntries(error.fields.map((field) => [field, words[field] ?? 'Not accepted']))
}

/** A lending config as labelled fields: the value in force (default marked), a new value, and the justification. */
export function LendingConfigForm({ companyId, name, inForce, onAsked }: Props) {
  const request = useFourEyesRequest(LENDING_CONFIG_TITLES[name])
  const [problems, setProblems] = useState<Record<string, string>>({})
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const rules = typedRules(name, inForce, form)
    const note = String(form.get('note') ?? '').trim()
    const found = Object.fromEntries(lendingConfigProblems(name, rules).map((p) => [p.field, p.message]))
    if (note === '') found.note = 'Write why this change is needed: the checker reads it'
    for (const field of LENDING_CONFIG_FIELDS[name]) {
      const value = rules[field.name]
      const problem = field.unit === 'money' && typeof value === 'number' ? amountProblem(value, currencyDigits(inForce.currency)) : null
      if (problem && !found[field.name]) found[field.name] = problem
    }
    setProblems(found)
    if (Object.keys(found).length > 0) return
    await request.send(() => call('/config/company/set', { companyId, key: name, value: JSON.stringify(rules), note }))
    onAsked()
  }
  // The server's refusal marks its fields as the form's own check does; editing a field clears its mark.
  useEffect(() => setProblems((shown) => ({ ...shown, ...problemsOf(request.error) })), [request.error])
  const edited = (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name
    setProblems((shown) => Object.fromEntries(Object.entries(shown).filter(([name]) => name !== field)))
  }
  const shownProblems = problems
  const generalError = Object.keys(problemsOf(request.error)).length > 0 ? null : request.error
  return (
    <form className="card lending-config" id={`config-${name}`} aria-label={LENDING_CONFIG_TITLES[name]} onSubmit={(e) => void submit(e)} onChange={edited} noValidate>
      <h3>{LENDING_CONFIG_TITLES[name]}</h3>
      <p className="muted small">A change takes effect when another staff member with the checker role approves it. Leave a field empty to follow its default.</p>
      {inForce.pendingApprovalId === null ? null : <p className="notice">A change waits for approval as request #{inForce.pendingApprovalId}.</p>}
      <table className="compact">
        <thead>
          <tr>
            <th scope="col">Rule</th>
            <th scope="col">In force</th>
            <th scope="col">New value</th>
          </tr>
        </thead>
        <tbody>
          {LENDING_CONFIG_FIELDS[name].map((field) => {
            const current = inForce.fields.find((f) => f.name === field.name)
            const id = `${name}-${field.name}`
            const problem = shownProblems[field.name]
            return (
              <tr key={field.name}>
                <th scope="row">
                  <label htmlFor={id}>{field.label}</label>
                  <span className="muted small block">{field.help}</span>
                </th>
                <td data-testid={`in-force-${field.name}`}>
                  {current ? ruleValue(field, current.value, inForce.currency) : '—'} {current?.isDefault ? <Badge tone="done">default</Badge> : null}
                </td>
                <td>
                  <input
                    id={id}
                    name={field.name}
                    inputMode="decimal"
                    key={`${current?.value ?? 'none'}-${current?.isDefault}`}
                    defaultValue={current?.value === null ? (field.nullable ? 'none' : '') : String(current?.value ?? '')}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${id}-problem` : undefined}
                  />
                  {problem ? (
                    <span id={`${id}-problem`} className="field-error" role="alert">
                      {problem}
                    </span>
                  ) : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <label htmlFor={`${name}-note`}>Why (required, the checker reads it)</label>
      <textarea
        id={`${name}-note`}
        name="note"
        required
        maxLength={2000}
        rows={2}
        aria-invalid={shownProblems.note ? true : undefined}
        aria-describedby={shownProblems.note ? `${name}-note-problem` : undefined}
      />
      {shownProblems.note ? (
        <span id={`${name}-note-problem`} className="field-error" role="alert">
          {shownProblems.note}
        </span>
      ) : null}
      <button type="submit" className="button" disabled={request.busy}>
        Ask for this change
      </button>
      <ErrorNotice error={generalError} />
      {request.done ? <Notice>{request.done}</Notice> : null}
    </form>
  )
}
