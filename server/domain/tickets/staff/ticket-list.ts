import { and, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { TicketRow } from '../../../../contract/admin/schemas/tickets'
import { parseStaffSearch } from '../../../../contract/admin/staff-search'
import type { MarketCode } from '../../../../contract/market'
import type { TicketCategory, TicketStatus } from '../../../../contract/tickets'
import type { Db } from '../../../db/client'
import { tickets } from '../../../db/schema'
import { marketOfCompany } from '../../markets/company-market'
import { borrowersFound } from '../../staff/search/borrowers-found'
import { ticketHeading } from '../ticket-views'
import { ticketContexts } from './ticket-context'

export type TicketFilter = { status?: TicketStatus; category?: TicketCategory; query?: string }

/** The company's tickets, most recently changed first, at most 200. */
export async function listCompanyTickets(db: Db, companyId: number, filter: TicketFilter): Promise<{ items: TicketRow[] }> {
  const conditions: SQL[] = [eq(tickets.companyId, companyId)]
  if (filter.status) conditions.push(eq(tickets.status, filter.status))
  if (filter.category) conditions.push(eq(tickets.category, filter.category))
  const search = searchCondition(companyId, (await marketOfCompany(db, companyId)).code, filter.query?.trim() ?? '')
  if (search) conditions.push(search)
  const rows = await db
    .select({ ticket: tickets })
    .from(tickets)
    .where(and(...conditions))
    .orderBy(desc(tickets.updatedAt), desc(tickets.id))
    .limit(200)
  const contexts = await ticketContexts(db, companyId, rows.map((r) => r.ticket))
  return {
    items: rows.map(({ ticket }, i) => ({
      ...ticketHeading(ticket),
      userId: ticket.userId,
      ...contexts[i]!,
    })),
  }
}

/** A reference, typed in any case, or the borrower as every staff search finds them: phone, order number or name. */
function searchCondition(companyId: number, market: MarketCode, query: string): SQL | undefined {
  if (/^tk-/i.test(query)) return eq(tickets.reference, query.toUpperCase())
  const search = parseStaffSearch(query, market)
  return search ? inArray(tickets.userId, borrowersFound(companyId, search)) : undefined
}
