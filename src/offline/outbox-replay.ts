// Sends the outbox in order, one submission at a time, each with the Idempotency-Key
// it was queued with: a repeat of a submission the server already answered gets that
// same answer back, never a second record. Only an answer from the server takes an
// entry out; anything else leaves it, and everything behind it, waiting.
import { ApiError } from '../../contract/api-error'
import type { Body } from '../../contract/endpoints'
import { call } from '../api/client'
import { setOutboxSending } from '../state/pending-work'
import { getToken } from '../state/session'
import { appDb, type OutboxRecord } from './db'
import type { OutboxPath } from './outbox-paths'
import { claimWork } from './outbox-owner'
import { announceSent } from './outbox-sent'
import { cachedUser, saveUser } from './user-copy'

// Answers that mean "not now" rather than "not this": too many requests, an ended
// session or account, a hold, a server fault, the same key still running elsewhere.
const TRY_AGAIN_CODES: readonly number[] = [5, 7, 401, 500, 20001, 20003, 40003, 40005]

type Answer = 'sent' | 'rejected' | 'wait'

let running: Promise<void> | null = null
let again = false

/** Sends what waits. Calls during a run share it (and run it once more); tabs take turns. */
export function replay(): Promise<void> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    setOutboxSending(true)
    try {
      do {
        again = false
        if ((await oneTabAtATime(drain)) === 'wait') break
      } while (again)
    } finally {
      setOutboxSending(false)
      running = null
    }
  })()
  return running
}

/** Another tab replaying at the same time would only cost a repeat the server recognises; the lock saves even that. */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('jackey-outbox', work) : work()
}

async function drain(): Promise<'done' | 'wait'> {
  const db = appDb()
  let owned = false
  let sent = 0
  try {
    for (;;) {
      const entry = await db.outbox.orderBy('id').first()
      if (entry?.id === undefined) return 'done'
      // Logged out: it waits for the next login, when it goes with the new token.
      if (!getToken()) return 'wait'
      if (!owned) {
        const me = (await cachedUser()) ?? (await call('/user/info', {}).catch(() => null))
        if (!me) return 'wait'
        await claimWork(me.mobile)
        owned = true
        continue
      }
      // Claiming it first means a newer submission of the same form can no longer replace it.
      if ((await db.outbox.update(entry.id, { attempts: entry.attempts + 1 })) === 0) continue
      const answer = await send(entry)
      if (answer === 'wait') return 'wait'
      if (answer === 'sent') sent++
    }
  } finally {
    if (sent > 0) await call('/user/info', {}).then(saveUser, () => undefined)
  }
}

async function send(entry: OutboxRecord): Promise<Answer> {
  try {
    await call(entry.path as OutboxPath, entry.body as Body<OutboxPath>, { idempotencyKey: entry.idempotencyKey })
  } catch (error) {
    if (!(error instanceof ApiError) || TRY_AGAIN_CODES.includes(error.code)) return 'wait'
    await sendBack(entry, error)
    return 'rejected'
  }
  await accept(entry)
  announceSent(entry.path as OutboxPath)
  return 'sent'
}

/** The form's draft and photos go once none of its submissions waits or was sent back. */
async function accept(entry: OutboxRecord): Promise<void> {
  const db = appDb()
  await db.transaction('rw', [db.outbox, db.rejected, db.drafts, db.photos], async () => {
    await db.outbox.delete(entry.id as number)
    const waiting = await db.outbox.where('form').equals(entry.form).count()
    const sentBack = await db.rejected.where('form').equals(entry.form).count()
    if (waiting > 0 || sentBack > 0) return
    await db.drafts.delete(entry.form)
    await db.photos.where('form').equals(entry.form).delete()
  })
}

/** A validation error goes back to the form, which marks the fields; the draft stays. */
async function sendBack(entry: OutboxRecord, error: ApiError): Promise<void> {
  const db = appDb()
  const id = entry.id as number
  await db.transaction('rw', db.outbox, db.rejected, async () => {
    await db.outbox.delete(id)
    await db.rejected.put({
      id,
      form: entry.form,
      path: entry.path,
      code: error.code,
      fields: error.fields,
      message: error.message,
      at: Date.now(),
      ...(entry.values ? { values: entry.values } : {}),
    })
  })
}
