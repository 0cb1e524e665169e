// Traces are optional: only with an OTLP endpoint in the environment does main.ts load the
// OpenTelemetry side (otel-tracing.ts, by dynamic import), so a server without one neither starts
// nor runs any of it. Call sites (requests, jobs, provider calls, database statements) go through
// this interface; what they may put in a span is fixed here: names of routes, tables, providers
// and job kinds, codes and statuses, never a value a borrower or staff member typed.
import type { Env } from '../env'
import type { Tracing } from './tracing-port'

export type { Answered, SpanAttributes, Tracing } from './tracing-port'
export { errorType } from './tracing-port'

const untraced: Tracing = {
  request: async (_headers, _method, handle) => void (await handle()),
  span: (_name, _kind, _attributes, work) => work(),
  statement: () => undefined,
}

let active: { tracing: Tracing; shutdown: () => Promise<void> } | undefined

/** The tracing this process runs with; untraced until startTracing found an endpoint. */
export function tracing(): Tracing {
  return active?.tracing ?? untraced
}

/** Whether spans are recorded: wrappers that cost something (the database clients) are installed only then. */
export function tracingOn(): boolean {
  return active !== undefined
}

/** OpenTelemetry's own switches: an OTLP endpoint turns traces on, OTEL_SDK_DISABLED or OTEL_TRACES_EXPORTER=none off. */
export function tracesWanted(env: Env): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT
  return endpoint !== undefined && !env.OTEL_SDK_DISABLED && env.OTEL_TRACES_EXPORTER === 'otlp'
}

/** Loads OpenTelemetry when the environment asks for traces; call before the database opens. */
export async function startTracing(env: Env): Promise<void> {
  if (active || !tracesWanted(env)) return
  const { openTelemetryTracing } = await import('./otel-tracing')
  active = await openTelemetryTracing({ serviceName: env.OTEL_SERVICE_NAME, scheduledDelayMillis: env.OTEL_BSP_SCHEDULE_DELAY })
}

/** Sends the spans still queued; the process calls it on its way out. */
export async function stopTracing(): Promise<void> {
  await active?.shutdown()
}
