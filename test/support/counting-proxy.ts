import { createServer, request } from 'node:http'
import { freePort } from './server-process'

export type SeenRequest = { path: string; key: string | null }

/**
 * Forwards every request to `target` and notes each one that reached it, so a test can
 * count what the app really sent (a page and the server it talks to share one origin).
 */
export async function startCountingProxy(target: string) {
  const upstream = new URL(target)
  const seen: SeenRequest[] = []
  const server = createServer((incoming, outgoing) => {
    const key = incoming.headers['idempotency-key']
    seen.push({ path: (incoming.url ?? '').replace(/^\/jackey/, ''), key: typeof key === 'string' ? key : null })
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forward.on('error', () => outgoing.destroy())
    incoming.pipe(forward)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}/`,
    seen,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
