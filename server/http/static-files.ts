import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Context } from 'hono'
import { type Lender, lenderMetaTag } from '../../contract/lender-meta'
import { firstScreenPath } from './first-screen'
import { contentSecurityPolicy, inlineStylesOf } from './security-headers'

/** The lender a request's pages are for (./lender-site.ts). */
export type LenderOf = (c: Context) => Promise<Lender | null>

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}

// Files are looked up on every request (not listed at start-up) so that a rebuilt
// service worker is served at once and the app's update flow sees it.
export function serveApp(distDir: string, lenderOf: LenderOf) {
  const root = normalize(distDir)
  return async (c: Context) => {
    const path = decodeURIComponent(new URL(c.req.url).pathname)
    const file = normalize(join(root, path))
    if (!file.startsWith(root + sep) && file !== root) return c.notFound()
    const backOffice = path === '/backoffice' || path.startsWith('/backoffice/')
    // The borrower's pages name their lender; the back office's do not.
    const lender = extname(path) === '.html' || (extname(path) === '' && !backOffice) ? await lenderOf(c) : null
    const found = await fileAt(file)
    if (found) return send(c, found, cacheFor(path), { lender })
    if (extname(path) !== '') return c.text('Not found', 404)
    // The back office is its own single-page app with its own shell (backoffice/index.html).
    if (backOffice) return sendShell(c, join(root, 'backoffice/index.html'), null)
    const screen = lender ? firstScreenPath(c, path, lender.market) : null
    const page = screen ? await fileAt(join(root, screen)) : null
    // Which page depends on the host, the language and the signed-in cookie (./first-screen.ts).
    if (page) return send(c, page, 'no-cache', { Vary: 'Cookie, Accept-Language', lender })
    return sendShell(c, join(root, 'index.html'), lender)
  }
}

async function sendShell(c: Context, file: string, lender: Lender | null) {
  const index = await fileAt(file)
  return index ? send(c, index, 'no-cache', { lender }) : c.text('The app is not built yet: run npm run build', 503)
}

/** The page with the lender's meta tag first in its head. */
function withLender(page: string, lender: Lender): string {
  return page.replace(/<head>/i, (head) => `${head}${lenderMetaTag(lender)}`)
}

async function fileAt(file: string): Promise<string | null> {
  try {
    return (await stat(file)).isFile() ? file : null
  } catch {
    return null
  }
}

function cacheFor(path: string): string {
  return path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
}

// Text goes compressed: a hashed asset as the brotli or gzip copy made at build time
// (vite.config.ts), the few small others (index.html, sw.js, the manifest) gzipped here.
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt'])
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const

async function send(c: Context, file: string, cacheControl: string, extra: { Vary?: string; lender?: Lender | null } = {}) {
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  }
  // A page's policy allows its own inline styles: read here, the page is not read again below.
  const html = extname(file) === '.html' ? (await readFile(file)).toString('utf8') : null
  const page = html === null ? null : Buffer.from(extra.lender ? withLender(html, extra.lender) : html)
  if (html !== null) headers['Content-Security-Policy'] = contentSecurityPolicy(inlineStylesOf(html))
  if (!COMPRESSIBLE.has(extname(file))) return c.body(await readFile(file), 200, headers)
  // Each host's pages name its own lender.
  headers.Vary = ['Accept-Encoding', extra.Vary, extra.lender ? 'Host' : undefined].filter(Boolean).join(', ')
  const accepted = new Set((c.req.header('accept-encoding') ?? '').split(',').map((e) => e.split(';')[0]?.trim()))
  // A page that names its lender is not the copy compressed at build time.
  for (const { encoding, suffix } of extra.lender ? [] : PRECOMPRESSED) {
    const copy = accepted.has(encoding) ? await fileAt(file + suffix) : null
    if (copy) return c.body(await readFile(copy), 200, { ...headers, 'Content-Encoding': encoding })
  }
  const body = page ?? (await readFile(file))
  if (!accepted.has('gzip') || body.length < 1024) return c.body(body, 200, headers)
  return c.body(gzipSync(body), 200, { ...headers, 'Content-Encoding': 'gzip' })
}
