// What an unexpected error may leave in a log line or in jobs.last_error. No message text of
// any error is kept: drizzle's carries the statement's parameters ("params: <ID number>,
// <name>, …"), PostgreSQL's quote the value they refused ('Key (identity)=(…) already exists',
// 'value "…" is out of range'), and our own interpolate values (ageOn's "not a calendar date").
// What is kept names the fault without the data: classes, the SQLSTATE, the table and
// constraint, and where in our code it was thrown.

export type ErrorSummary = {
  /** The error's class, then its causes', outermost first: "DrizzleQueryError < DatabaseError". */
  error: string
  /** PostgreSQL's SQLSTATE ("22021": bad UTF-8, "23505": unique violation), or Node's code ("ECONNRESET"). */
  code?: string
  table?: string
  constraint?: string
  column?: string
  /** The first stack frame in our own code. */
  at?: string
}

const MAX_CAUSES = 5
// Error codes are short identifiers; anything else in a `code` field is not one and is left out.
const CODE = /^[A-Z0-9_]{1,40}$/
// PostgreSQL identifiers (table, constraint, column names), as the schema spells them.
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/

export function summarizeError(thrown: unknown): ErrorSummary {
  const names: string[] = []
  const summary: Omit<ErrorSummary, 'error'> = {}
  let current: unknown = thrown
  for (let depth = 0; depth < MAX_CAUSES && current !== undefined && current !== null; depth++) {
    names.push(className(current))
    if (typeof current !== 'object') break
    const fields = current as Record<string, unknown>
    summary.code ??= pick(fields.code, CODE)
    summary.table ??= pick(fields.table, IDENTIFIER)
    summary.constraint ??= pick(fields.constraint, IDENTIFIER)
    summary.column ??= pick(fields.column, IDENTIFIER)
    current = fields.cause
  }
  const at = thrown instanceof Error ? ourFrame(thrown) : undefined
  return { error: names.join(' < '), ...summary, ...(at ? { at } : {}) }
}

/** One line for a text column: "DrizzleQueryError < DatabaseError code=22021 table=users". */
export function summaryText(thrown: unknown): string {
  const { error, ...rest } = summarizeError(thrown)
  return [error, ...Object.entries(rest).map(([key, value]) => `${key}=${value}`)].join(' ').slice(0, 500)
}

function className(value: unknown): string {
  if (!(value instanceof Error)) return `thrown ${typeof value}`
  // pg and PGlite both name their server errors "error" (PGlite's class name is minified).
  if (typeof (value as { severity?: unknown }).severity === 'string') return 'DatabaseError'
  // A class name says more than `name`, which many libraries leave at "Error"; minified ones say nothing.
  const name = (value.constructor as { name?: unknown } | undefined)?.name
  if (typeof name === 'string' && name !== 'Error' && /^\w{3,60}$/.test(name)) return name
  return pick(value.name, /^\w{1,60}$/) ?? 'Error'
}

function pick(value: unknown, pattern: RegExp): string | undefined {
  return typeof value === 'string' && pattern.test(value) ? value : undefined
}

/**
 * The stack is the header "Name: message" then frames "    at fn (file:line:col)". A message
 * can hold line breaks that look like frames, so the header is cut off by its exact text;
 * when it cannot be (the message changed after the stack was taken), no frame is given.
 */
function ourFrame(error: Error): string | undefined {
  const stack = error.stack ?? ''
  const header = String(error)
  if (!stack.startsWith(header)) return undefined
  const frames = stack.slice(header.length).split('\n').filter((text) => /^\s+at /.test(text))
  const ours = frames.find((frame) => frame.includes('/server/') && !frame.includes('node_modules')) ?? frames[0]
  return ours?.trim().replace(/^at /, '').slice(0, 200)
}
