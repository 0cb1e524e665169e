import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number }
export type ReceivedSpan = {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  kind: number
  status?: { code?: number }
  attributes: Record<string, string | number | boolean | undefined>
}
type ExportRequest = {
  resourceSpans?: { resource?: { attributes?: { key: string; value: AnyValue }[] }; scopeSpans?: { spans?: (Omit<ReceivedSpan, 'attributes'> & { attributes?: { key: string; value: AnyValue }[] })[] }[] }[]
}

/** OTLP's server span kind (SPAN_KIND_SERVER). */
export const SERVER = 2
export const CLIENT = 3

function plain(value: AnyValue): string | number | boolean | undefined {
  if (value.intValue !== undefined) return Number(value.intValue)
  return value.stringValue ?? value.boolValue ?? value.doubleValue
}

/**
 * A collector's OTLP/HTTP endpoint as far as a test needs one: takes POST /v1/traces in the JSON
 * encoding and keeps both the raw bodies (for what must never be in them) and the spans.
 */
export async function startOtlpReceiver() {
  const bodies: string[] = []
  const spans: ReceivedSpan[] = []
  const resources: Record<string, string | number | boolean | undefined>[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') return void res.writeHead(404).end()
      const body = Buffer.concat(chunks).toString('utf8')
      bodies.push(body)
      for (const resourceSpans of (JSON.parse(body) as ExportRequest).resourceSpans ?? []) {
        resources.push(Object.fromEntries((resourceSpans.resource?.attributes ?? []).map(({ key, value }) => [key, plain(value)])))
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const { attributes, ...span } of scope.spans ?? []) spans.push({ ...span, attributes: Object.fromEntries((attributes ?? []).map(({ key, value }) => [key, plain(value)])) })
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    resources,
    /** Everything the server sent, as sent. */
    raw: () => bodies.join('\n'),
    /** Waits until the spans the server has sent satisfy `found` (spans come in batches, on the exporter's schedule). */
    async waitFor<T>(found: (spans: ReceivedSpan[]) => T | undefined, timeoutMs = 20_000): Promise<T> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const result = found(spans)
        if (result !== undefined) return result
        if (Date.now() > deadline) throw new Error(`no such span among ${spans.length}: ${spans.map((s) => s.name).join(', ')}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
