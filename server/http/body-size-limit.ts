import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/**
 * Hono's bodyLimit reads `request.body`, which makes @hono/node-server build a whole web Request
 * (streams, an AbortController) for every call: a tenth of a borrower read's CPU. A declared
 * length is checked from the header alone, and the body is then read without that Request;
 * only a body sent without one (chunked) is counted as it streams in, by bodyLimit.
 */
export function bodySizeLimit(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError })
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const length = c.req.header('content-length')
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next)
    if (Number(length) > maxSize) return onError(c)
    return next()
  }
}
