import type { ErrorCode } from './error-codes'

export type AmountRange = { min: number; max: number }

/** An answer with a catalogue code other than 0, on either side of the wire. */
export class ApiError extends Error {
  readonly code: number
  /** Request fields the code is about, so a form can mark them. */
  readonly fields: string[]
  /** For code 5: whole seconds until the same request may be checked again. */
  readonly retryAfter: number | undefined
  /** For an amount out of bounds (40001, 40008): the amounts allowed, in major units. */
  readonly range: AmountRange | undefined

  constructor(code: ErrorCode | number, options: { message?: string; fields?: string[]; retryAfter?: number; range?: AmountRange } = {}) {
    // No English from the catalogue here: the app would carry all of it in its first script. The
    // server's envelope fills `msg` from the catalogue (server/http/envelope.ts); the app shows its own translation.
    super(options.message ?? '')
    this.name = 'ApiError'
    this.code = code
    this.fields = options.fields ?? []
    this.retryAfter = options.retryAfter
    this.range = options.range
  }
}
