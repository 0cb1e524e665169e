import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodySizeLimit } from '../../server/http/body-size-limit'

const LIMIT = 1024

/** Sends `chunks` as the body, with the headers given (a declared length, or chunked when none). */
function send(port: number, headers: Record<string, string>, chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api', method: 'POST', headers }, (res) => {
      let body = ''
      res.on('data', (chunk) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    // The server may answer and close before the whole body is written.
    req.on('error', (error) => (String(error).includes('EPIPE') || String(error).includes('ECONNRESET') ? undefined : reject(error)))
    for (const chunk of chunks) req.write(chunk)
    req.end()
  })
}

describe('the API body size limit on a real socket', () => {
  let server: ReturnType<typeof serve>
  let port: number

  beforeAll(async () => {
    const app = new Hono()
    app.use('/api', bodySizeLimit(LIMIT, (c) => c.json({ code: 20000 }, 413)))
    app.post('/api', async (c) => c.json({ code: 0, read: (await c.req.text()).length }))
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('passes a body within the limit to the handler whole', async () => {
    const body = 'x'.repeat(LIMIT)
    expect(await send(port, { 'content-length': String(body.length) }, [body])).toEqual({ status: 200, body: JSON.stringify({ code: 0, read: LIMIT }) })
  })

  it('refuses a declared length over the limit without reading the body', async () => {
    const answer = await send(port, { 'content-length': String(LIMIT + 1) }, ['x'.repeat(LIMIT + 1)])
    expect(answer).toEqual({ status: 413, body: JSON.stringify({ code: 20000 }) })
  })

  it('counts a chunked body as it streams in, and refuses it past the limit', async () => {
    expect((await send(port, { 'transfer-encoding': 'chunked' }, ['x'.repeat(600), 'x'.repeat(600)])).status).toBe(413)
    expect(await send(port, { 'transfer-encoding': 'chunked' }, ['x'.repeat(500), 'x'.repeat(500)])).toEqual({ status: 200, body: JSON.stringify({ code: 0, read: 1000 }) })
  })
})
