// A TCP proxy between the server and PostgreSQL that can play a failover: every connection cut at
// once, the address refusing connections for a while, then a database behind it again. What the
// server sees is what it sees when Patroni replaces a primary behind PgBouncer or a virtual address.
import { createServer, type Server, type Socket, connect } from 'node:net'
import { freePort } from './server-process'

export type OutageProxy = {
  /** DATABASE_URL with the proxy in place of the database's host and port. */
  url: string
  /** Cuts every open connection; the address refuses new ones for `ms`, then takes them again. */
  outage: (ms: number) => Promise<void>
  stop: () => Promise<void>
}

export async function startOutageProxy(databaseUrl: string): Promise<OutageProxy> {
  const target = new URL(databaseUrl)
  const port = await freePort()
  const open = new Set<Socket>()
  const listen = () =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname)
        for (const socket of [client, upstream]) {
          open.add(socket)
          socket.on('close', () => open.delete(socket))
          socket.on('error', () => undefined)
        }
        client.pipe(upstream).pipe(client)
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve(server))
    })
  let server = await listen()
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  const url = new URL(databaseUrl)
  url.hostname = '127.0.0.1'
  url.port = String(port)
  return {
    url: url.toString(),
    outage: async (ms) => {
      const closed = close()
      for (const socket of open) socket.destroy()
      await closed
      await new Promise((resolve) => setTimeout(resolve, ms))
      server = await listen()
    },
    stop: async () => {
      for (const socket of open) socket.destroy()
      await close()
    },
  }
}
