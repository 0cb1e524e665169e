// The API floor of the scale figure (bench/scale.ts): the least an API on this stack does for a
// call, Hono on @hono/node-server reading one users row by primary key through a `pg` pool of
// the real server's size, answered in the same envelope. Started like the real server, as its
// own process under tsx: `DATABASE_URL=… PORT=… node --import tsx bench/floor-server.ts`.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_SIZE ?? 20) })
const app = new Hono()
app.get('/healthz', (c) => c.json({ ok: true }))
app.post('/floor', async (c) => {
  const { id } = await c.req.json<{ id: number }>()
  const { rows } = await pool.query('select * from users where id = $1', [id])
  return c.json({ code: 0, msg: 'ok', data: rows[0] ?? null })
})
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: process.env.HOST ?? '127.0.0.1' })
process.once('SIGTERM', () => {
  server.close()
  void pool.end().finally(() => process.exit(0))
})
