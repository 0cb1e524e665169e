// One contact with a borrower or an emergency contact: the guardrails decide, in the same
// transaction that records it, with the borrower's row locked so two agents cannot both take the
// day's last allowed contact. A refusal is recorded (and audited) with its rule before it is answered.
import { and, eq } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { contactBody } from '../../../../contract/admin/schemas/collections'
import { ApiError } from '../../../../contract/api-error'
import type { ContactRule, ContactTarget } from '../../../../contract/collections/catalogue'
import { type CollectionTemplate, renderTemplate } from '../../../../contract/collections/templates'
import { findTemplate } from './templates'
import type { MarketPack } from '../../../../contract/market/types'
import { toMajor } from '../../../../contract/money'
import type { Db } from '../../../db/client'
import { collectionCases, collectionContacts, emergencyContacts, promisesToPay, users } from '../../../db/schema'
import type { Services } from '../../../services'
import { recordAudit } from '../../audit/audit-log'
import { typedMinor } from '../../markets/typed-amount'
import type { StaffActor } from '../staff-actor'
import { sendCollectionSms } from './collection-sms'
import { contactRefused } from './contact-now'
import { contactRuleBroken } from './guardrails'
import { debtContactsToday, type LoanFacts, loanFacts, openDispute, unreachableSince } from './loan-facts'

type ContactBody = z.output<typeof contactBody>
type Decided = { contactId: number; refused: ContactRule | null; text: string | null; to: string | null; market: MarketPack }

export async function logContact(services: Services, body: ContactBody, actor: StaffActor): Promise<{ contactId: number; sent: string | null }> {
  if (body.outcome === 'promised_to_pay' && (body.promiseDate === undefined || body.promiseAmount === undefined)) {
    throw new ApiError(10004, { fields: [body.promiseDate === undefined ? 'promiseDate' : 'promiseAmount'] })
  }
  if (body.followUpDate !== undefined && (body.promiseDate === undefined || body.followUpDate < body.promiseDate)) throw new ApiError(10004, { fields: ['followUpDate'] })
  const decided = await services.db.transaction((tx) => decide(tx, body, actor))
  if (decided.refused) throw contactRefused(decided.refused, decided.market, actor.now)
  if (decided.text !== null && decided.to !== null && body.channel === 'sms') {
    await sendCollectionSms(services, { to: decided.to, text: decided.text, market: decided.market.code })
  }
  return { contactId: decided.contactId, sent: decided.text }
}

async function decide(tx: Db, body: ContactBody, actor: StaffActor): Promise<Decided> {
  const { now, staffId } = actor
  const facts = await loanFacts(tx, body.orderId, actor.companyId, now)
  const promiseMinor = body.promiseAmount === undefined ? undefined : typedMinor(body.promiseAmount, facts.market.minorDigits, 'promiseAmount')
  const userId = facts.borrower.id
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
  const target: ContactTarget = body.target ?? 'borrower'
  const recipient = await recipientOf(tx, facts, target)
  const template: CollectionTemplate | null | undefined = body.templateId === undefined ? undefined : findTemplate(facts.market, body.templateId)
  let refused = contactRuleBroken({
    at: now,
    market: facts.market,
    daysPastDue: facts.daysPastDue,
    channel: body.channel,
    target,
    template,
    disputed: await openDispute(tx, body.orderId),
    madeToday: await debtContactsToday(tx, userId, facts.market, now),
    unreachableSince: await unreachableSince(tx, userId),
  })
  const text = template && !refused ? renderTemplate(template, facts.market.locales[0] ?? 'en', placeholderValues(facts, recipient.name, body, promiseMinor)) : null
  if (template && !refused && text === null) refused = 'templatePlaceholders'
  const [row] = await tx
    .insert(collectionContacts)
    .values({
      orderId: body.orderId,
      userId,
      staffId,
      channel: body.channel,
      target,
      templateId: body.templateId ?? null,
      outcome: refused ? null : body.outcome,
      refusedBy: refused,
      note: body.note || null,
      at: now,
    })
    .returning({ id: collectionContacts.id })
  if (!row) throw new Error('contact not recorded')
  const action = refused ? 'collections_contact_refused' : 'collections_contact'
  const after = { channel: body.channel, target, templateId: body.templateId ?? null, outcome: body.outcome, refusedBy: refused, note: body.note || null }
  await recordAudit(tx, { staffId, action, recordType: 'order', recordId: body.orderId, after, at: now })
  if (!refused) await applyOutcome(tx, body, promiseMinor, row.id, actor)
  return { contactId: row.id, refused, text, to: recipient.mobile, market: facts.market }
}

async function recipientOf(tx: Db, facts: LoanFacts, target: ContactTarget): Promise<{ name: string; mobile: string | null }> {
  if (target === 'borrower') return { name: facts.borrower.realName ?? '', mobile: facts.borrower.mobile }
  const position = target === 'emergency1' ? 1 : 2
  const [contact] = await tx.select().from(emergencyContacts).where(and(eq(emergencyContacts.userId, facts.borrower.id), eq(emergencyContacts.position, position)))
  if (!contact) throw new ApiError(40007, { fields: ['target'] })
  return { name: contact.name, mobile: contact.mobile }
}

function placeholderValues(facts: LoanFacts, contactName: string, body: ContactBody, promiseMinor: number | undefined) {
  const locale = facts.market.locales[0] ?? 'en'
  const { currency, minorDigits } = facts.market
  // The pack's digits, not Intl's table, which writes the rupiah with two decimals.
  const money = (minor: number) => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: minorDigits, maximumFractionDigits: minorDigits }).format(toMajor(minor, minorDigits))
  return {
    lenderName: facts.lenderName,
    borrowerName: facts.borrower.realName ?? '',
    contactName,
    amount: money(promiseMinor ?? facts.overdueMinor),
    dueDate: facts.oldestUnpaidDue ?? undefined,
    promiseDate: body.promiseDate,
  }
}

/** A promise to pay is kept with its date; a dispute pauses the loan; hardship opens a restructuring case. */
async function applyOutcome(tx: Db, body: ContactBody, promiseMinor: number | undefined, contactId: number, { staffId, now }: StaffActor): Promise<void> {
  if (body.outcome === 'promised_to_pay' && body.promiseDate !== undefined && promiseMinor !== undefined) {
    const promise = { promisedDate: body.promiseDate, followUpDate: body.followUpDate ?? null, amountMinor: promiseMinor, at: now }
    await tx.insert(promisesToPay).values({ orderId: body.orderId, contactId, ...promise })
  }
  const kind = body.outcome === 'disputes_debt' ? 'dispute' : body.outcome === 'hardship' ? 'restructuring' : null
  if (kind) {
    const [opened] = await tx.insert(collectionCases).values({ orderId: body.orderId, kind, openedBy: staffId, openedAt: now }).returning({ id: collectionCases.id })
    await recordAudit(tx, { staffId, action: `collections_${kind}_opened`, recordType: 'order', recordId: body.orderId, after: { caseId: opened?.id }, at: now })
  }
}
