// A tiny static file server for the baselines (and nothing else): history fallback to
// index.html, gzip for text, `no-cache` so repeat visits revalidate as the app's do.
import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
}

export type StaticServer = { url: string; stop: () => Promise<void>; restart: () => Promise<void> }

async function fileFor(root: string, path: string): Promise<string | null> {
  const file = normalize(join(root, decodeURIComponent(path)))
  if (!file.startsWith(root + sep)) return null
  const info = await stat(file).catch(() => null)
  if (info?.isFile()) return file
  return extname(path) === '' ? join(root, 'index.html') : null
}

/** Serves `folder` on 127.0.0.1; `stop()` and `restart()` keep the port (and so the origin). */
export async function serveFolder(folder: string, port = 0): Promise<StaticServer> {
  const root = normalize(folder)
  let server: Server | null = null
  const listen = (on: number) =>
    new Promise<number>((resolve) => {
      server = createServer(async (request, response) => {
        const file = await fileFor(root, new URL(request.url ?? '/', 'http://x').pathname)
        if (!file) return void response.writeHead(404).end()
        const type = TYPES[extname(file)] ?? 'application/octet-stream'
        let body = await readFile(file)
        const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache' }
        if (/text|javascript|svg|json/.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
          body = gzipSync(body, { level: 9 })
          headers['content-encoding'] = 'gzip'
        }
        response.writeHead(200, headers).end(body)
      })
      server.keepAliveTimeout = 1000
      server.listen(on, '127.0.0.1', () => {
        const address = server?.address()
        resolve(typeof address === 'object' && address ? address.port : on)
      })
    })
  const bound = await listen(port)
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve()
      server.closeAllConnections()
      server.close(() => resolve())
      server = null
    })
  return { url: `http://127.0.0.1:${bound}`, stop, restart: async () => void (await listen(bound)) }
}
