// The OpenTelemetry side of tracing.ts: spans exported over OTLP/HTTP (JSON) in batches. The
// exporter reads the standard OTEL_EXPORTER_OTLP_* variables (endpoint, headers, timeout) itself.
// Its packages are imported here, when called, and nowhere statically: the server bundle
// (scripts/build-server.ts) keeps them out of what every process loads at start.
import type { Context, Span } from '@opentelemetry/api'
import { describeStatement } from './statement-summary'
import { errorType, type Tracing } from './tracing-port'

const TRACER_NAME = 'jackey-api'

export async function openTelemetryTracing(options: { serviceName: string; scheduledDelayMillis: number }): Promise<{ tracing: Tracing; shutdown: () => Promise<void> }> {
  const [api, sdk, { OTLPTraceExporter }, { resourceFromAttributes }, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
  ])
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  api.propagation.setGlobalPropagator(new W3CTraceContextPropagator())
  const provider = new sdk.TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    // A caller's sampled flag is followed; a trace we start is kept.
    sampler: new sdk.ParentBasedSampler({ root: new sdk.AlwaysOnSampler() }),
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: options.scheduledDelayMillis })],
  })
  const tracer = provider.getTracer(TRACER_NAME)
  const headerGetter = {
    keys: (headers: Headers) => [...headers.keys()],
    get: (headers: Headers, key: string) => headers.get(key) ?? undefined,
  }
  const kinds = { internal: api.SpanKind.INTERNAL, client: api.SpanKind.CLIENT } as const

  const fail = (span: Span, error: unknown) => {
    span.setAttribute('error.type', errorType(error))
    span.setStatus({ code: api.SpanStatusCode.ERROR })
  }

  async function within<T>(span: Span, parent: Context, work: () => Promise<T>): Promise<T> {
    try {
      return await api.context.with(api.trace.setSpan(parent, span), work)
    } catch (error) {
      fail(span, error)
      throw error
    } finally {
      span.end()
    }
  }

  const tracing: Tracing = {
    async request(headers, method, handle) {
      const parent = api.propagation.extract(api.ROOT_CONTEXT, headers, headerGetter)
      const span = tracer.startSpan(method, { kind: api.SpanKind.SERVER, attributes: { 'http.request.method': method } }, parent)
      await within(span, parent, async () => {
        const { route, status, code } = await handle()
        span.updateName(`${method} ${route}`)
        span.setAttributes({ 'http.route': route, 'http.response.status_code': status })
        if (code !== undefined) span.setAttribute('jackey.code', code)
        if (status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR })
      })
    },
    span(name, kind, attributes, work) {
      const parent = api.context.active()
      return within(tracer.startSpan(name, { kind: kinds[kind], attributes }, parent), parent, work)
    },
    statement(sql) {
      // Statements outside a request or job (the job queue's polling) would each make a trace of one span.
      if (!api.trace.getActiveSpan()) return undefined
      const { operation, table } = describeStatement(sql)
      const span = tracer.startSpan(table ? `${operation} ${table}` : operation, {
        kind: api.SpanKind.CLIENT,
        attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, ...(table ? { 'db.collection.name': table } : {}) },
      })
      return (error) => {
        if (error) fail(span, error)
        span.end()
      }
    },
  }
  return { tracing, shutdown: () => provider.shutdown() }
}
