// A stand-in for Innovatrics' Digital Identity Service on loopback, answering the customer and
// passive-liveness calls as its OpenAPI description has them (docs/identity.md): bearer token or 401,
// JSON bodies, errorCode bodies for 400s, a score on evaluation. `mode` makes it misbehave as a
// vendor can: down (500), too many requests (429), an HTML error page, or silence until the caller gives up.
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type SimulatorMode = {
  /** The score the next evaluations answer; null answers NOT_ENOUGH_DATA as the vendor does for a face it cannot judge. */
  score: number | null
  /** The selfie has no face the vendor finds (errorCode NO_FACE_DETECTED). */
  noFace: boolean
  fault: 'none' | 'down' | 'too-many' | 'html' | 'silent'
}

export type Simulator = {
  url: string
  token: string
  mode: SimulatorMode
  /** Every call: method, path and the Authorization header. */
  calls: { method: string; path: string; auth: string | undefined }[]
  /** Customers created and not deleted. */
  customers: Map<string, { selfies: number }>
  close(): Promise<void>
}

const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of req) text += (chunk as Buffer).toString('utf8')
  try {
    return text === '' ? undefined : JSON.parse(text)
  } catch {
    return null
  }
}

export async function startInnovatricsSimulator(token = 'dis-test-token'): Promise<Simulator> {
  const mode: SimulatorMode = { score: 0.97, noFace: false, fault: 'none' }
  const calls: Simulator['calls'] = []
  const customers = new Map<string, { selfies: number }>()
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req)
      const path = req.url ?? ''
      calls.push({ method: req.method ?? '', path, auth: req.headers.authorization })
      if (mode.fault === 'silent') return
      if (mode.fault === 'html') return void res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>Bad Gateway</body></html>')
      if (req.headers.authorization !== `Bearer ${token}`) return void res.writeHead(401).end()
      if (mode.fault === 'down') return json(res, 500, { errorCode: 'UNEXPECTED_ERROR', errorMessage: 'simulated outage' })
      if (mode.fault === 'too-many') return json(res, 429, { errorCode: 'TOO_MANY_REQUESTS', errorMessage: 'slow down' })
      if (req.method === 'POST' && path === '/api/v1/customers') {
        const id = randomUUID()
        customers.set(id, { selfies: 0 })
        return json(res, 200, { id, links: { self: `/api/v1/customers/${id}` } })
      }
      const route = /^\/api\/v1\/customers\/([\w-]+)(\/liveness(?:\/selfies|\/evaluation)?)?$/.exec(path)
      const customer = route?.[1] ? customers.get(route[1]) : undefined
      if (!route || !customer) return json(res, 404, { errorCode: 'NOT_FOUND', errorMessage: 'no such customer' })
      const [, id, part] = route
      if (req.method === 'DELETE' && part === undefined) {
        customers.delete(id ?? '')
        return void res.writeHead(204).end()
      }
      if (req.method === 'PUT' && part === '/liveness') return json(res, 200, { links: { self: `/api/v1/customers/${id}/liveness` } })
      if (req.method === 'POST' && part === '/liveness/selfies') {
        const selfie = body as { image?: { data?: unknown }; assertion?: unknown } | null
        const data = typeof selfie?.image?.data === 'string' ? Buffer.from(selfie.image.data, 'base64') : null
        if (!selfie?.assertion) return json(res, 400, { errorCode: 'INVALID_REQUEST_BODY', errorMessage: 'assertion is required' })
        if (!data || data[0] !== 0xff || data[1] !== 0xd8) return json(res, 400, { errorCode: 'INVALID_IMAGE', errorMessage: 'not an image' })
        if (mode.noFace) return json(res, 200, { errorCode: 'NO_FACE_DETECTED' })
        customer.selfies++
        return json(res, 200, { warnings: [] })
      }
      if (req.method === 'POST' && part === '/liveness/evaluation') {
        if ((body as { type?: unknown } | null)?.type !== 'PASSIVE_LIVENESS') return json(res, 400, { errorCode: 'INVALID_REQUEST_BODY', errorMessage: 'type' })
        if (customer.selfies === 0 || mode.score === null) return json(res, 200, { errorCode: 'NOT_ENOUGH_DATA' })
        return json(res, 200, { score: mode.score })
      }
      return json(res, 405, { errorCode: 'INVALID_REQUEST_METHOD', errorMessage: `${req.method} ${path}` })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    mode,
    calls,
    customers,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
