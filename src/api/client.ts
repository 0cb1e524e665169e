// How the app talks to the server. The HTTP client (http.ts: ky, and the contract's schemas
// that check every answer) loads with the first call, not with the first screen: a signed-in
// start paints Home before any of it has arrived.
import type { Body, Data, EndpointPath } from '../../contract/endpoints'
import type { CallOptions } from './http'

export type { CallOptions } from './http'

export async function call<P extends EndpointPath>(path: P, body: Body<P>, options: CallOptions = {}): Promise<Data<P>> {
  const http = await import('./http')
  return http.call(path, body, options)
}
