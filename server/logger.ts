// One JSON line per event on stdout (pino). Call sites already leave values out of their fields
// (error-summary.ts, pseudonyms); the redaction paths are the net under them, for a field that
// names personal data or a secret however it got there.
import { createHmac } from 'node:crypto'
import { pino } from 'pino'

export type Logger = {
  info(fields: Record<string, unknown>): void
  error(fields: Record<string, unknown>): void
}

const SENSITIVE_FIELDS = ['mobile', 'phone', 'identity', 'idNumber', 'cardNo', 'accountNumber', 'account_number', 'token', 'authorization', 'password', 'pin', 'smsCode', 'secret']
/** Each sensitive field at the top of a line and one level down (`{user: {mobile}}`). */
export const REDACTED_PATHS = SENSITIVE_FIELDS.flatMap((field) => [field, `*.${field}`])

/** Writes to `destination` (stdout unless a test collects the lines). */
export function createLogger(level: 'info' | 'silent', destination: NodeJS.WritableStream = process.stdout): Logger {
  const log = pino(
    {
      level,
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  )
  return { info: (fields) => log.info(fields), error: (fields) => log.error(fields) }
}

/** A stable pseudonym for a phone number, so log lines can be correlated without it. */
export function pseudonym(pepper: string, value: string): string {
  return createHmac('sha256', pepper).update(value).digest('hex').slice(0, 12)
}
