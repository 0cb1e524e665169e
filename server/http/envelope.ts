import type { ApiError } from '../../contract/api-error'
import { errorMessage } from '../../contract/error-codes'

export type EnvelopeBody = { code: number; msg: string; data: unknown }

export function success(data: unknown): EnvelopeBody {
  return { code: 0, msg: '', data: data ?? null }
}

export function failure(error: ApiError): EnvelopeBody {
  const data = {
    ...(error.fields.length > 0 ? { fields: error.fields } : {}),
    ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
    ...(error.range !== undefined ? { range: error.range } : {}),
  }
  return { code: error.code, msg: error.message || errorMessage(error.code), data: Object.keys(data).length > 0 ? data : null }
}
