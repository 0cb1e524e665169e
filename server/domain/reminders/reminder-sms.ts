// A reminder by SMS: recorded in sms_messages like every text the server sends (the words hold no
// secret, so they are kept as sent), then handed to the market's gateway.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { smsMessages } from '../../db/schema'
import type { Services } from '../../services'
import { callProvider } from '../../providers/call-provider'
import { enqueue } from '../jobs/queue'

const ASK_STATUS_AFTER_MS = 60_000

/** Whether the gateway took the text. */
export async function sendReminderSms(services: Services, message: { to: string; text: string; market: string }): Promise<boolean> {
  const { db, sms, env } = services
  const reference = `sms-${randomUUID()}`
  const now = services.now()
  const [row] = await db
    .insert(smsMessages)
    .values({ reference, market: message.market, provider: sms.providerFor(message.to), mobile: message.to, purpose: 'reminder', maskedText: message.text, status: 'queued', createdAt: now, statusAt: now })
    .returning({ id: smsMessages.id })
  if (!row) return false
  try {
    const sent = await callProvider('sms', env.PROVIDER_TIMEOUT_MS, (signal) => sms.send({ to: message.to, text: message.text, reference }, signal))
    await db.update(smsMessages).set({ providerMessageId: sent.providerMessageId || null, status: sent.status, statusAt: services.now() }).where(eq(smsMessages.id, row.id))
    if (sent.status === 'queued' && sms.status) await enqueue(db, 'sms-status', { smsId: row.id }, new Date(services.now().getTime() + ASK_STATUS_AFTER_MS))
    return sent.status !== 'failed'
  } catch {
    await db.update(smsMessages).set({ status: 'failed', statusAt: services.now() }).where(eq(smsMessages.id, row.id))
    return false
  }
}
