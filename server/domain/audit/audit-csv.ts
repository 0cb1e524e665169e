import type { AuditEntry } from '../../../contract/admin/schemas/audit'

const COLUMNS = ['id', 'at', 'staff', 'action', 'record_type', 'record_id', 'before', 'after', 'client_address'] as const

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * A leading = + - @ or tab gets an apostrophe so a spreadsheet shows it instead of running it.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

function json(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value)
}

/** The audit log as a spreadsheet opens it: a header row, CRLF line ends. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((e) =>
    [String(e.id), e.at, e.staffName ?? (e.staffId === null ? 'cli' : String(e.staffId)), e.action, e.recordType, e.recordId, json(e.before), json(e.after), e.clientAddress ?? ''],
  )
  return [[...COLUMNS], ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}
