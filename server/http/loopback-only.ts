// The sandbox reads any phone's last one-time code and marks any payment paid, so only a
// caller on this machine may reach it. The decision rests on the socket's address alone:
// X-Forwarded-For is whatever the caller typed, TRUST_PROXY or not, and a proxy on this
// machine would make every outside request look local through it anyway.
import { getConnInfo } from '@hono/node-server/conninfo'
import { isIP } from 'node:net'
import type { MiddlewareHandler } from 'hono'
import { ApiError } from '../../contract/api-error'
import { failure } from './envelope'
import type { AppBindings } from '../services'

/** 127.0.0.0/8, ::1, and IPv4 loopback as a dual-stack socket reports it (::ffff:127.x.y.z). */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  if (isIP(v4) === 4) return v4.startsWith('127.')
  return isIP(address) === 6 && /^(0{0,4}:){2,7}0{0,3}1$/.test(address)
}

/**
 * Answers every request not from loopback as an unknown endpoint (40007), so the sandbox looks
 * absent from outside. `socketless` says who sent a request without a socket: only requests
 * injected in-process (tests' app.request) have none; the Node server always gives one.
 */
export function loopbackOnly(socketless: 'loopback' | 'remote'): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    let address: string | undefined
    let hasSocket = true
    try {
      address = getConnInfo(c).remote.address
    } catch {
      hasSocket = false
    }
    const local = hasSocket ? isLoopback(address) : socketless === 'loopback'
    if (local) return next()
    return c.json(failure(new ApiError(40007)), c.req.path.startsWith('/jackey/') ? 200 : 404)
  }
}
