import type { MiddlewareHandler } from 'hono'

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ')

/**
 * Headers every answer carries: app shell, assets, the service worker and the API alike.
 * HSTS only when the request came over TLS: directly, or through a proxy we trust to say so
 * (sent over plain HTTP it would be ignored, and on a misconfigured proxy it would lock users out).
 */
export function securityHeaders({ trustProxy }: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const h = c.res.headers
    h.set('Content-Security-Policy', CSP)
    h.set('X-Content-Type-Options', 'nosniff')
    h.set('Referrer-Policy', 'no-referrer')
    h.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()')
    h.set('Cross-Origin-Opener-Policy', 'same-origin')
    const forwardedProto = trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined
    const overTls = forwardedProto ? forwardedProto === 'https' : new URL(c.req.url).protocol === 'https:'
    if (overTls) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
}
