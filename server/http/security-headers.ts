import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'

/**
 * The strict policy. `inlineStyles`: the <style> elements of the page it goes with (index.html
 * carries the shell's stylesheet inline, vite.config.ts): each is allowed by its hash, nothing else
 * inline is. Scripts are never inline.
 */
export function contentSecurityPolicy(inlineStyles: string[] = []): string {
  const hashes = inlineStyles.map((style) => ` 'sha256-${createHash('sha256').update(style).digest('base64')}'`).join('')
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${hashes}`,
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')
}

/** The contents of an HTML page's <style> elements, for its policy. */
export function inlineStylesOf(html: string): string[] {
  return [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1] ?? '')
}

/**
 * Headers every answer carries: app shell, assets, the service worker and the API alike.
 * HSTS only when the request came over TLS: directly, or through a proxy we trust to say so
 * (sent over plain HTTP it would be ignored, and on a misconfigured proxy it would lock users out).
 */
export function securityHeaders({ trustProxy }: { trustProxy: boolean }): MiddlewareHandler {
  const policy = contentSecurityPolicy()
  return async (c, next) => {
    await next()
    const h = c.res.headers
    // A page with inline styles set its own (static-files.ts).
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', policy)
    h.set('X-Content-Type-Options', 'nosniff')
    h.set('Referrer-Policy', 'no-referrer')
    h.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()')
    h.set('Cross-Origin-Opener-Policy', 'same-origin')
    const forwardedProto = trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined
    const overTls = forwardedProto ? forwardedProto === 'https' : c.req.url.startsWith('https:')
    if (overTls) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
}
