import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import type { Context } from 'hono'

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
export function serveApp(distDir: string) {
  const root = normalize(distDir)
  return async (c: Context) => {
    const path = decodeURIComponent(new URL(c.req.url).pathname)
    const file = normalize(join(root, path))
    if (!file.startsWith(root + sep) && file !== root) return c.notFound()
    const found = await fileAt(file)
    if (found) return send(c, found, cacheFor(path))
    if (extname(path) !== '') return c.text('Not found', 404)
    const index = await fileAt(join(root, 'index.html'))
    return index ? send(c, index, 'no-cache') : c.text('The app is not built yet: run npm run build', 503)
  }
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

async function send(c: Context, file: string, cacheControl: string) {
  const body = await readFile(file)
  return c.body(body, 200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  })
}
