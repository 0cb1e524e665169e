import type { Hono } from 'hono'

/**
 * The app as seen from one network address: @hono/node-server hands the socket to the app in its
 * bindings, so an injected request can carry one too (test-app's own requests have none).
 */
export function fromAddress(app: Pick<Hono, 'request'>, remoteAddress: string): Pick<Hono, 'request'> {
  return { request: (input, init) => app.request(input, init, { incoming: { socket: { remoteAddress } } }) }
}
