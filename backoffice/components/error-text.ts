import { ApiError } from '../../contract/api-error'

const WORDS: Record<number, string> = {
  5: 'Too many attempts. Wait a few minutes and try again.',
  401: 'Your account has no access to this.',
  10001: 'Wrong name, password or authenticator code.',
  40004: 'This cannot be done any more: the record changed in the meantime. Reload to see it.',
  40005: 'Someone else is changing this right now. Try again.',
  40007: 'Not found.',
}

/** Words for an error; the server's own English message when the back office has none better. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return WORDS[error.code] ?? error.message
  // An amount typed with more decimals than the lender's currency has (format.ts typedIn).
  if (error instanceof RangeError) return 'Not an amount in this currency: check the decimals.'
  return 'Something went wrong. Try again.'
}
