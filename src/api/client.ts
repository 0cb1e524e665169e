// How the app talks to the server. The HTTP client (http.ts: ky, and the contract's schemas
// that check every answer) loads with the first call, once the first screen is on the
// display: a signed-in start shows Home before any of it has arrived.
import type { Body, Data, EndpointPath } from '../../contract/endpoints'
import { loadAfterPaint, nextTask } from '../state/after-paint'
import type { CallOptions } from './http'

export type { CallOptions } from './http'

// In steps, each evaluated in a task of its own: the contract's schemas a module at a time (zod
// builds each schema when its module runs), the endpoints, then ky and the client. Evaluated
// together they were one long task right after the first screen showed. Each step is a request
// of its own on a first visit; after that the service worker has them.
const steps = [
  () => import('../../contract/schemas/fields'),
  () => import('../../contract/schemas/accounts'),
  () => import('../../contract/schemas/orders'),
  () => import('../../contract/endpoints'),
]
const http = loadAfterPaint(async () => {
  for (const step of steps) {
    await step()
    await nextTask()
  }
  return import('./http')
})

export async function call<P extends EndpointPath>(path: P, body: Body<P>, options: CallOptions = {}): Promise<Data<P>> {
  return (await http()).call(path, body, options)
}

/** A file the server sends as it is (the data export's ZIP); refusals throw like `call`'s. */
export async function fetchFile(path: `/${string}`, searchParams: Record<string, string> = {}): Promise<Blob> {
  return (await import('./file-fetch')).fetchFile(path, searchParams)
}
