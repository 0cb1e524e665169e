import { ApiError } from '../../contract/api-error'
import { errorText } from '../i18n/error-text'
import type { Problems } from './use-form-check'

/** `values`: the form's fields when it was sent, what the answer is about (absent in answers kept before they were recorded). */
export type ServerAnswer = { code: number; fields: string[]; message: string; values?: Readonly<Record<string, string>> }

/**
 * What the server said about a form, in the borrower's language: by the form's field
 * (`fieldOf` maps a request field to it) and, for what no field shows, in general.
 *
 * With `current`, the form's fields now: what the server refused belongs to the value it was
 * sent, so a field's error shows only while the field still holds that value; changed, the
 * error goes and the form can be sent again. An answer that names no value it was about is
 * told in general, where it does not stop the form from being sent.
 */
export function serverProblems<F extends string>(
  answers: readonly ServerAnswer[],
  fieldOf: (requestField: string) => F | null,
  current?: Readonly<Record<string, string>>,
) {
  const fields: Problems<F> = {}
  const general: string[] = []
  const tell = (text: string) => void (general.includes(text) ? undefined : general.push(text))
  for (const answer of answers) {
    const text = errorText(new ApiError(answer.code, { message: answer.message, fields: answer.fields }))
    const mapped = answer.fields.map(fieldOf).filter((f): f is F => f !== null)
    if (mapped.length === 0) tell(text)
    else if (current && !answer.values) tell(text)
    else for (const field of mapped) if (!current || stillHolds(answer.values, current, field)) fields[field] ??= text
  }
  return { fields, general }
}

/** Whether the field holds what it held when the form was sent. */
export function stillHolds(sent: Readonly<Record<string, string>> | undefined, current: Readonly<Record<string, string>>, field: string): boolean {
  return sent !== undefined && field in sent && sent[field] === current[field]
}
