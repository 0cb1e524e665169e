// A borrower's page in collections: the loan's schedule and payments, every contact (refused ones
// with their rule), promises to pay, open and closed cases, the emergency contacts (masked) and
// the templates an agent may pick from; the hours a call may be made in the borrower's zone, the
// hardship and dispute flags, and who revealed the number when.
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { CollectionCase } from '../../../../contract/admin/schemas/collections'
import type { CaseKind, ContactChannel, ContactOutcome, ContactRule, ContactTarget } from '../../../../contract/collections/catalogue'
import { collectionTemplates } from '../../../../contract/collections/templates'
import { localToday } from '../../../../contract/market/local-time'
import { toMajor } from '../../../../contract/money'
import { maskTail } from '../../../../contract/validation'
import type { Db } from '../../../db/client'
import { auditLog, collectionAssignments, collectionCases, collectionContacts, emergencyContacts, repayments, schedulePeriods, staffUsers } from '../../../db/schema'
import { owed } from '../../money/schedule'
import { scheduleView } from '../schedule-view'
import { borrowerFlagsOf } from './borrower-flags'
import { contactNow } from './contact-now'
import { debtContactsToday, loanFacts } from './loan-facts'
import { contactsMadeOf, promisesOf } from './promise-views'

export async function collectionCase(db: Db, orderId: number, companyId: number, now: Date): Promise<CollectionCase> {
  const facts = await loanFacts(db, orderId, companyId, now)
  const [assignee] = await db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(collectionAssignments)
    .innerJoin(staffUsers, eq(staffUsers.id, collectionAssignments.staffId))
    .where(eq(collectionAssignments.orderId, orderId))
  const periods = await db.select().from(schedulePeriods).where(eq(schedulePeriods.orderId, orderId)).orderBy(asc(schedulePeriods.period))
  const payments = await db.select().from(repayments).where(eq(repayments.orderId, orderId)).orderBy(desc(repayments.createdAt))
  const contacts = await db
    .select({ c: collectionContacts, staffName: staffUsers.name })
    .from(collectionContacts)
    .leftJoin(staffUsers, eq(staffUsers.id, collectionContacts.staffId))
    .where(eq(collectionContacts.orderId, orderId))
    .orderBy(desc(collectionContacts.id))
  const promises = (await promisesOf(db, [orderId], await contactsMadeOf(db, [orderId]), facts.market.timeZone, now)).get(orderId) ?? []
  const reveals = await db
    .select({ at: auditLog.at, staffName: staffUsers.name })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
    .where(and(eq(auditLog.recordType, 'user'), eq(auditLog.recordId, String(facts.borrower.id)), eq(auditLog.action, 'reveal'), sql`${auditLog.after}->>'field' = 'mobile'`))
    .orderBy(desc(auditLog.id))
  const flags = (await borrowerFlagsOf(db, new Map([[orderId, facts.borrower.id]]))).get(orderId) ?? []
  const madeToday = await debtContactsToday(db, facts.borrower.id, facts.market, now)
  const cases = await db.select().from(collectionCases).where(eq(collectionCases.orderId, orderId)).orderBy(desc(collectionCases.id))
  const emergency = await db.select().from(emergencyContacts).where(eq(emergencyContacts.userId, facts.borrower.id)).orderBy(asc(emergencyContacts.position))
  const locale = facts.market.locales[0] ?? 'en'
  return {
    orderId,
    userId: facts.borrower.id,
    realName: facts.borrower.realName,
    mobileMasked: maskTail(facts.borrower.mobile),
    market: facts.market.code,
    currency: facts.market.currency,
    timeZone: facts.market.timeZone,
    daysPastDue: facts.daysPastDue,
    outstanding: toMajor(periods.reduce((sum, p) => sum + owed(p), 0)),
    assignee: assignee ?? null,
    schedule: scheduleView(periods, localToday(facts.market.timeZone, now)),
    payments: payments.map((p) => ({ id: p.id, at: (p.paidAt ?? p.createdAt).toISOString(), amount: toMajor(p.amountMinor), status: p.status })),
    contacts: contacts.map(({ c, staffName }) => ({
      id: c.id,
      at: c.at.toISOString(),
      staffName,
      channel: c.channel as ContactChannel,
      target: c.target as ContactTarget,
      templateId: c.templateId,
      outcome: c.outcome as ContactOutcome | null,
      refusedBy: c.refusedBy as ContactRule | null,
      note: c.note,
    })),
    promises,
    reveals: reveals.map((r) => ({ at: r.at.toISOString(), staffName: r.staffName })),
    contactNow: contactNow(facts.market, now, { daysPastDue: facts.daysPastDue, disputed: cases.some((c) => c.kind === 'dispute' && c.resolvedAt === null), madeToday }),
    flags,
    cases: cases.map((c) => ({ id: c.id, kind: c.kind as CaseKind, openedAt: c.openedAt.toISOString(), resolvedAt: c.resolvedAt?.toISOString() ?? null })),
    emergencyContacts: emergency.map((e) => ({ target: e.position === 1 ? ('emergency1' as const) : ('emergency2' as const), name: e.name, relation: e.relation, mobileMasked: maskTail(e.mobile) })),
    templates: collectionTemplates(facts.market.code).map((t) => ({ id: t.id, audience: t.audience, channels: [...t.channels], text: t.text[locale] ?? t.text.en ?? '' })),
  }
}
