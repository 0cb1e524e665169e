// What the call sites and the OpenTelemetry side (otel-tracing.ts) share: the interface a tracer
// offers and the one rule for naming an error. Apart from tracing.ts so that the side loaded on
// demand does not import back the module that loads it.
import { summarizeError } from '../error-summary'

export type SpanAttributes = Record<string, string | number | boolean>

/** What a request's span learns once it is answered: the route pattern that took it, never the raw path. */
export type Answered = { route: string; status: number; code?: number }

export type Tracing = {
  /** One request as a server span, continuing the caller's trace from its `traceparent` header. */
  request(headers: Headers, method: string, handle: () => Promise<Answered>): Promise<void>
  /** Work of our own (a job, a provider call) as a span, the parent of the spans started inside it. */
  span<T>(name: string, kind: 'internal' | 'client', attributes: SpanAttributes, work: () => Promise<T>): Promise<T>
  /** A statement's span when it runs inside a traced request or job (none otherwise): returns its end. */
  statement(sql: string): ((error?: unknown) => void) | undefined
}

/** What a failed span says about its error: class or SQLSTATE, never the message (it can quote values). */
export function errorType(error: unknown): string {
  const summary = summarizeError(error)
  return summary.code ?? summary.error
}
