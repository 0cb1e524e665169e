// Hardship and dispute flags on an overdue loan, fed from what the borrower did themselves (a
// ticket, an extension) and from cases staff opened, so an agent sees them before dialling.
// A `hardship` ticket is the borrower's own restructuring request, a `dispute` ticket their
// challenge of a charge, a payment or the debt; both count until closed. A `complaint` (about how
// they were served) flags nothing: read as a dispute it buried the real ones among them. Each
// extension the borrower took on the loan is a sign of hardship. Only an open dispute *case*
// pauses contacts (guardrails.ts); the flags inform, they do not refuse.
import { and, inArray, isNull, ne } from 'drizzle-orm'
import type { BorrowerFlagItem } from '../../../../contract/admin/schemas/collections'
import type { BorrowerFlag, CaseKind, FlagSource } from '../../../../contract/collections/catalogue'
import type { TicketCategory } from '../../../../contract/tickets'
import type { Db } from '../../../db/client'
import { collectionCases, loanExtensions, tickets } from '../../../db/schema'

const FLAG_OF_TICKET: Partial<Record<TicketCategory, BorrowerFlag>> = { hardship: 'hardship', dispute: 'dispute' }
const FLAG_OF_CASE: Record<CaseKind, BorrowerFlag> = { restructuring: 'hardship', dispute: 'dispute' }

/** Each loan's flags, one per kind and source (the latest), for loans given as orderId → borrower. */
export async function borrowerFlagsOf(db: Db, loans: ReadonlyMap<number, number>): Promise<Map<number, BorrowerFlagItem[]>> {
  const flags = new Map<number, BorrowerFlagItem[]>()
  if (loans.size === 0) return flags
  const orderIds = [...loans.keys()]
  const userIds = [...new Set(loans.values())]
  const add = (orderId: number, kind: BorrowerFlag, source: FlagSource, at: Date) => {
    const list = flags.get(orderId) ?? []
    const same = list.find((f) => f.kind === kind && f.source === source)
    if (!same) list.push({ kind, source, at: at.toISOString() })
    else if (same.at < at.toISOString()) same.at = at.toISOString()
    flags.set(orderId, list)
  }
  const ticketRows = await db
    .select({ userId: tickets.userId, category: tickets.category, at: tickets.createdAt })
    .from(tickets)
    .where(and(inArray(tickets.userId, userIds), inArray(tickets.category, Object.keys(FLAG_OF_TICKET)), ne(tickets.status, 'closed')))
  const extensionRows = await db.select({ orderId: loanExtensions.orderId, at: loanExtensions.at }).from(loanExtensions).where(inArray(loanExtensions.orderId, orderIds))
  const caseRows = await db
    .select({ orderId: collectionCases.orderId, kind: collectionCases.kind, at: collectionCases.openedAt })
    .from(collectionCases)
    .where(and(inArray(collectionCases.orderId, orderIds), isNull(collectionCases.resolvedAt)))
  for (const [orderId, userId] of loans) {
    for (const t of ticketRows) {
      const kind = FLAG_OF_TICKET[t.category as TicketCategory]
      if (t.userId === userId && kind) add(orderId, kind, 'ticket', t.at)
    }
  }
  for (const e of extensionRows) add(e.orderId, 'hardship', 'extension', e.at)
  for (const c of caseRows) add(c.orderId, FLAG_OF_CASE[c.kind as CaseKind], 'case', c.at)
  return flags
}
