// The 'reminder' job: one reminder, sent at most once, within the market's contact hours in the
// borrower's time zone. Outside them it is queued again for the window's opening. Push goes to
// every browser the borrower subscribed; SMS when push is off or reached none of them.
import { and, eq } from 'drizzle-orm'
import { contactRefusal, type ContactRefusal } from '../../../contract/market/contact-hours'
import { nextContactOpening } from '../../../contract/market/contact-opening'
import type { MarketPack } from '../../../contract/market/types'
import { OVERDUE_REMINDERS, type ReminderKind } from '../../../contract/reminders'
import type { Db } from '../../db/client'
import { pushSubscriptions, reminders, users } from '../../db/schema'
import type { Services } from '../../services'
import { enqueue, type Job } from '../jobs/queue'
import { debtContactsToday } from '../staff/collections/loan-facts'
import { pushTo } from './push-delivery'
import { type Facts, reminderFacts, type ReminderRow } from './reminder-facts'
import { reminderText } from './reminder-text'
import { sendReminderSms } from './reminder-sms'
import { channelsOf } from './subscriptions'

function reminderIdOf(payload: unknown): number | null {
  const id = (payload as { reminderId?: unknown } | null)?.reminderId
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null
}

export async function sendReminder(services: Services, job: Job): Promise<void> {
  const { db } = services
  const id = reminderIdOf(job.payload)
  if (id === null) return
  const [r] = await db.select().from(reminders).where(eq(reminders.id, id))
  if (!r || r.status !== 'queued') return
  const now = services.now()
  const facts = await reminderFacts(db, r, now)
  if (facts.skip) {
    await db.update(reminders).set({ status: 'skipped', skipReason: facts.skip }).where(and(eq(reminders.id, id), eq(reminders.status, 'queued')))
    return
  }
  const turn = await db.transaction((tx) => takeTurn(tx, r, facts.market, facts.daysPastDue, now))
  if (turn.refused) {
    await enqueue(db, 'reminder', { reminderId: id }, nextContactOpening(facts.market, now, { notToday: turn.refused === 'dailyLimit' }))
    return
  }
  if (!turn.claimed) return
  try {
    await deliver(services, r, facts)
  } catch (error) {
    // Claimed, so never tried again: a reminder is sent at most once, and a lost one is visible here.
    await db.update(reminders).set({ status: 'skipped', skipReason: 'failed' }).where(eq(reminders.id, id))
    throw error
  }
}

/**
 * The rules' check and the claim, with the borrower's row locked as a collections contact locks
 * it, so an agent and this job cannot both take the day's last allowed contact about a late debt.
 * Only the first claim of a reminder sends it: a job run twice or by two processes sends once.
 */
async function takeTurn(tx: Db, r: ReminderRow, market: MarketPack, daysPastDue: number, now: Date): Promise<{ refused: ContactRefusal | null; claimed: boolean }> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, r.userId)).for('update')
  // Reminders of a late debt are collection contacts for the daily limit; the others are not about a debt in arrears.
  const contactsToday = OVERDUE_REMINDERS.includes(r.kind as ReminderKind) ? await debtContactsToday(tx, r.userId, market, now) : 0
  const refused = contactRefusal(market, { at: now, daysPastDue, agreed: false, contactsToday })
  if (refused) return { refused, claimed: false }
  const [claimed] = await tx
    .update(reminders)
    .set({ status: 'sending' })
    .where(and(eq(reminders.id, r.id), eq(reminders.status, 'queued')))
    .returning({ id: reminders.id })
  return { refused: null, claimed: claimed !== undefined }
}

async function deliver(services: Services, r: ReminderRow, facts: Extract<Facts, { skip: null }>): Promise<void> {
  const { db } = services
  const channels = await channelsOf(db, r.userId)
  const locale = channels.locale && facts.market.locales.includes(channels.locale) ? channels.locale : (facts.market.locales[0] ?? 'en')
  const text = reminderText(locale, r.kind as ReminderKind, { lender: facts.lender, amountMinor: facts.amountMinor, currency: facts.market.currency, minorDigits: facts.market.minorDigits, date: facts.date })
  let channel: 'push' | 'sms' | null = null
  if (channels.push && (await pushed(services, r, text))) channel = 'push'
  if (channel === null && channels.sms && (await sendReminderSms(services, { to: facts.mobile, text: text.sms, market: facts.market.code }))) channel = 'sms'
  await db
    .update(reminders)
    .set(channel ? { status: 'sent', channel, sentAt: services.now() } : { status: 'skipped', skipReason: 'noChannel' })
    .where(eq(reminders.id, r.id))
}

/** True when at least one of the borrower's browsers took it; a browser whose push service says it is gone is dropped. */
async function pushed(services: Services, r: ReminderRow, text: { title: string; body: string }): Promise<boolean> {
  const { db } = services
  const targets = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, r.userId))
  if (targets.length === 0) return false
  const payload = JSON.stringify({ title: text.title, body: text.body, tag: `${r.kind}-${r.orderId}-${r.period}`, orderId: r.orderId })
  let delivered = false
  for (const target of targets) {
    const outcome = await pushTo(services, target, payload)
    if (outcome === 'gone') await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id))
    if (outcome === 'delivered') delivered = true
  }
  return delivered
}
