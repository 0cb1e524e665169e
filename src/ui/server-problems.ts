import { ApiError } from '../../contract/api-error'
import { errorText } from '../i18n/error-text'
import type { Problems } from './use-form-check'

export type ServerAnswer = { code: number; fields: string[]; message: string }

/**
 * What the server said about a form, in the borrower's language: by the form's field
 * (`fieldOf` maps a request field to it) and, for what no field shows, in general.
 */
export function serverProblems<F extends string>(answers: readonly ServerAnswer[], fieldOf: (requestField: string) => F | null) {
  const fields: Problems<F> = {}
  const general: string[] = []
  for (const answer of answers) {
    const text = errorText(new ApiError(answer.code, { message: answer.message, fields: answer.fields }))
    const mapped = answer.fields.map(fieldOf).filter((f): f is F => f !== null)
    for (const field of mapped) fields[field] ??= text
    if (mapped.length === 0 && !general.includes(text)) general.push(text)
  }
  return { fields, general }
}
