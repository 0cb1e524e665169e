// How the app talks to the server. The HTTP client (http.ts: ky, and the contract's schemas
// that check every answer) loads with the first call, once the first screen is on the
// display: a signed-in start shows Home before any of it has arrived.
import type { Body, Data, EndpointPath } from '../../contract/endpoints'
import { loadAfterPaint } from '../state/after-paint'
import type { CallOptions } from './http'

export type { CallOptions } from './http'

const http = loadAfterPaint(() => import('./http'))

export async function call<P extends EndpointPath>(path: P, body: Body<P>, options: CallOptions = {}): Promise<Data<P>> {
  return (await http()).call(path, body, options)
}
