// Xendit's payout webhooks (docs.xendit.co/apidocs/payout-webhook, read 2026-11-25). Untrusted
// input: the x-callback-token is checked in constant time, and the body is only a hint of which
// payout to look at; its status is read from Xendit's API by the payout job, which books once.
import { timingSafeEqual } from 'node:crypto'
import type { Hono } from 'hono'
import { and, eq } from 'drizzle-orm'
import { disbursements } from '../db/schema'
import { enqueue } from '../domain/jobs/queue'
import type { AppBindings, Services } from '../http/services'

const REFERENCE = /^payout-(\d{1,10})$/

function sameToken(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function mountXenditWebhooks(app: Hono<AppBindings>, services: Services): void {
  app.post('/webhooks/xendit/payouts', async (c) => {
    const expected = services.env.XENDIT_CALLBACK_TOKEN
    if (!expected || !sameToken(c.req.header('x-callback-token'), expected)) return c.json({ ok: false }, 401)
    const body: unknown = await c.req.json().catch(() => null)
    const reference = (body as { data?: { reference_id?: unknown } } | null)?.data?.reference_id
    const id = typeof reference === 'string' ? Number(REFERENCE.exec(reference)?.[1]) : Number.NaN
    // Anything else (another product's payout, a replay of a settled one) is acknowledged and ignored.
    if (Number.isSafeInteger(id) && id <= 2_147_483_647) {
      const [pending] = await services.db
        .select({ id: disbursements.id })
        .from(disbursements)
        .where(and(eq(disbursements.id, id), eq(disbursements.status, 'pending')))
      if (pending) await enqueue(services.db, 'payout', { disbursementId: pending.id }, services.now())
    }
    return c.json({ ok: true })
  })
}
