import { and, eq, sql } from 'drizzle-orm'
import type { TicketCategory, TicketPhotoField } from '../../../contract/tickets'
import { ticketReference } from '../../../contract/tickets'
import type { Db } from '../../db/client'
import { ticketEvents, ticketMessages, tickets } from '../../db/schema'
import { type CallContext, requireUser } from '../../services'
import { companyOfUser } from '../tenancy/company-scope'
import { storeTicketPhotos } from './ticket-photos'

export type NewTicket = { category: TicketCategory; message: string } & Partial<Record<TicketPhotoField, Blob>>

/** Opens a ticket with the borrower's message and photos; numbered within the company and year. */
export async function createTicket(ctx: CallContext, body: NewTicket): Promise<{ ticketId: number; reference: string }> {
  const userId = requireUser(ctx)
  const companyId = await companyOfUser(ctx.db, userId)
  const photoKeys = await storeTicketPhotos(ctx.services.storage, body)
  const now = ctx.services.now()
  const year = now.getUTCFullYear()
  const sequence = await nextSequence(ctx.db, companyId, year)
  const reference = ticketReference(year, sequence)
  const [{ id: ticketId }] = (await ctx.db
    .insert(tickets)
    .values({ companyId, userId, reference, year, sequence, category: body.category, status: 'received', createdAt: now, updatedAt: now })
    .returning({ id: tickets.id })) as [{ id: number }]
  await ctx.db.insert(ticketMessages).values({ ticketId, text: body.message, photoKeys, createdAt: now })
  await ctx.db.insert(ticketEvents).values({ ticketId, status: 'received', at: now })
  return { ticketId, reference }
}

async function nextSequence(db: Db, companyId: number, year: number): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${tickets.sequence}), 0)` })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.year, year)))
  return Number(row?.last ?? 0) + 1
}
