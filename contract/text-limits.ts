// The longest text each kind of field takes. The server's schemas refuse anything longer and the
// app's forms say "too long" with the same numbers: nothing typed or pasted is ever cut to fit.

/** Names, a job, a list code: one short line. */
export const SHORT_TEXT_MAX = 100
/** An address or a message. */
export const LONG_TEXT_MAX = 500
/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX = 254
export const FACEBOOK_MAX = 200
export const INVITE_CODE_MAX = 32

/** Whether a text, trimmed as it is sent, is longer than `max`, counted as the server's schemas count (UTF-16 units). */
export function isTooLong(text: string, max: number): boolean {
  return text.trim().length > max
}
