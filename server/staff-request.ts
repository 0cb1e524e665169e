// The staff request being answered, for what records it without being handed it: the audit log
// keeps the client address of every staff action (issue 41). Set once, in the admin mount, for
// every /jackey/admin request; jobs and the staff CLI run outside it and record no address.
import { AsyncLocalStorage } from 'node:async_hooks'
import type { MiddlewareHandler } from 'hono'
import { UNKNOWN_ADDRESS } from './domain/kyc/devices'
import type { AppBindings } from './services'

type StaffRequest = { clientAddress: string | null }

const current = new AsyncLocalStorage<StaffRequest>()

/** Runs the rest of the request with the client address the app's first middleware read (server/app.ts clientIp, TRUST_PROXY). */
export const staffRequestContext: MiddlewareHandler<AppBindings> = async (c, next) => {
  const address = c.get('clientIp')
  await current.run({ clientAddress: address === UNKNOWN_ADDRESS ? null : address }, next)
}

/** The client address of the staff request running now; null outside one, or when the socket gave none. */
export function currentClientAddress(): string | null {
  return current.getStore()?.clientAddress ?? null
}
