// The borrower's full number for a call now: the case shows it masked to the last four digits
// until an agent reveals it to dial. Revealing is refused, with the rule and the hours, whenever
// the call itself would be (outside the hours, past the day's number, under a dispute): a number
// on screen outside the hours invites the call the rules forbid. Both answers are audited.
import type { Db } from '../../../db/client'
import { recordAudit } from '../../audit/audit-log'
import type { StaffActor } from '../staff-actor'
import { contactNow, contactRefused } from './contact-now'
import { debtContactsToday, loanFacts, openDispute } from './loan-facts'

export async function revealPhone(db: Db, orderId: number, actor: StaffActor): Promise<{ mobile: string }> {
  const { staffId, companyId, now } = actor
  const facts = await loanFacts(db, orderId, companyId, now)
  const userId = facts.borrower.id
  const disputed = await openDispute(db, orderId)
  const madeToday = await debtContactsToday(db, userId, facts.market, now)
  const { refusedBy } = contactNow(facts.market, now, { daysPastDue: facts.daysPastDue, disputed, madeToday })
  if (refusedBy) {
    await recordAudit(db, { staffId, action: 'collections_reveal_refused', recordType: 'order', recordId: orderId, after: { refusedBy }, at: now })
    throw contactRefused(refusedBy, facts.market, now)
  }
  await recordAudit(db, { staffId, action: 'reveal', recordType: 'user', recordId: userId, after: { field: 'mobile', orderId }, at: now })
  return { mobile: facts.borrower.mobile }
}
