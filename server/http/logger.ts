import { createHmac } from 'node:crypto'

export type Logger = {
  info(fields: Record<string, unknown>): void
  error(fields: Record<string, unknown>): void
}

export function createLogger(level: 'info' | 'silent'): Logger {
  const write = (severity: string, fields: Record<string, unknown>) => {
    if (level === 'silent') return
    process.stdout.write(`${JSON.stringify({ t: new Date().toISOString(), level: severity, ...fields })}\n`)
  }
  return { info: (f) => write('info', f), error: (f) => write('error', f) }
}

/** A stable pseudonym for a phone number, so log lines can be correlated without it. */
export function pseudonym(pepper: string, value: string): string {
  return createHmac('sha256', pepper).update(value).digest('hex').slice(0, 12)
}
