import type { Hono } from 'hono'
import type { Body, Data, EndpointPath } from '../../contract/endpoints'

export type Answer<T> = { status: number; code: number; msg: string; data: T; headers: Headers }

/** Calls the real app through Hono's request injection, as the browser would. */
export function apiClient(app: Pick<Hono, 'request'>) {
  async function raw(path: string, body: unknown, options: { token?: string; key?: string; device?: string } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (options.device) headers['x-device-id'] = options.device
    if (options.token) headers.authorization = options.token
    if (options.key) headers['idempotency-key'] = options.key
    const response = await app.request(`/jackey${path}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) })
    const json = (await response.json()) as { code: number; msg: string; data: unknown }
    return { status: response.status, ...json, headers: response.headers }
  }
  return {
    raw,
    call: <P extends EndpointPath>(path: P, body: Body<P>, options?: { token?: string; key?: string; device?: string }) =>
      raw(path, body, options) as Promise<Answer<Data<P>>>,
  }
}
