// The outbox: every submission of a form waits here, with its own Idempotency-Key,
// until the server has answered it (outbox-replay.ts sends them). An entry leaves
// when the server answered, or at logout (wipe.ts); an expired session keeps it for
// the same borrower's next login (outbox-owner.ts).
import { appDb, type FormValues, type RejectedRecord } from './db'
import type { Submission } from './outbox-paths'
import { requestBackgroundSync, sendWaiting } from './outbox-triggers'
import { writing } from './storage-full'

/**
 * Queues a form's submissions in order, each with a fresh key and the form's `values` they were
 * made from. They replace the form's earlier submissions that never left the phone (the latest
 * values win) and clear the answers that sent the form back.
 */
export async function enqueue(form: string, submissions: Submission[], values?: FormValues): Promise<number[]> {
  const db = appDb()
  const createdAt = Date.now()
  const entries = submissions.map((s) => ({
    form,
    path: s.path,
    body: s.body,
    idempotencyKey: crypto.randomUUID(),
    createdAt,
    attempts: 0,
    ...(values ? { values } : {}),
  }))
  return writing(() =>
    db.transaction('rw', db.outbox, db.rejected, async () => {
      await db.rejected.where('form').equals(form).delete()
      await db.outbox
        .where('form')
        .equals(form)
        .filter((entry) => entry.attempts === 0)
        .delete()
      const ids = await db.outbox.bulkAdd(entries, { allKeys: true })
      return ids.filter((id): id is number => id !== undefined)
    }),
  )
}

export type SubmitResult =
  | { status: 'sent' }
  /** Waiting in the outbox: `offline` says whether the phone knew it had no connection. */
  | { status: 'queued'; offline: boolean }
  | { status: 'rejected'; rejections: RejectedRecord[] }

/**
 * The one way a form is sent, online or not: queue it, send what waits, report what became of it.
 * `values`: the form's fields, kept with a refusal so that its errors go once a field is changed.
 */
export async function submitForm(form: string, submissions: Submission[], values?: FormValues): Promise<SubmitResult> {
  const ids = await enqueue(form, submissions, values)
  const offline = !navigator.onLine
  if (offline) void requestBackgroundSync()
  else await sendWaiting()
  const db = appDb()
  const rejections = (await db.rejected.bulkGet(ids)).filter((r): r is RejectedRecord => r !== undefined)
  if (rejections.length > 0) return { status: 'rejected', rejections }
  const waiting = (await db.outbox.bulkGet(ids)).some((entry) => entry !== undefined)
  return waiting ? { status: 'queued', offline } : { status: 'sent' }
}
