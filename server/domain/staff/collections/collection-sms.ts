// A collections text on its way, after the contact is committed: recorded in sms_messages like
// every text the server sends, then handed to the gateway. A gateway that fails marks the text
// failed; the contact stays logged as made, because the agent's decision and the rules' check were.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { smsMessages } from '../../../db/schema'
import type { Services } from '../../../services'
import { callProvider } from '../../../providers/call-provider'

export async function sendCollectionSms(services: Services, message: { to: string; text: string; market: string }): Promise<void> {
  const { db, sms, env } = services
  const reference = `sms-${randomUUID()}`
  const now = services.now()
  const [row] = await db
    .insert(smsMessages)
    .values({ reference, market: message.market, provider: sms.providerFor(message.to), mobile: message.to, purpose: 'collections', maskedText: message.text, status: 'queued', createdAt: now, statusAt: now })
    .returning({ id: smsMessages.id })
  if (!row) return
  try {
    const sent = await callProvider('sms', env.PROVIDER_TIMEOUT_MS, (signal) => sms.send({ to: message.to, text: message.text, reference }, signal))
    await db.update(smsMessages).set({ providerMessageId: sent.providerMessageId || null, status: sent.status, statusAt: services.now() }).where(eq(smsMessages.id, row.id))
  } catch (error) {
    await db.update(smsMessages).set({ status: 'failed', statusAt: services.now() }).where(eq(smsMessages.id, row.id))
    services.log.error({ msg: 'collections sms failed', reference, error: error instanceof Error ? error.name : 'unknown' })
  }
}
