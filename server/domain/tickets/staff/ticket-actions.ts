// Staff answers and status changes; each is audited in the same transaction as the change.
import { and, eq, sql } from 'drizzle-orm'
import { adminTicketPhotoUrl } from '../../../../contract/admin/endpoints'
import { ApiError } from '../../../../contract/api-error'
import type { TicketStatus } from '../../../../contract/tickets'
import type { Db } from '../../../db/client'
import { ticketEvents, ticketMessages, tickets } from '../../../db/schema'
import { recordAudit } from '../../audit/audit-log'
import { ticketsToWire } from '../ticket-views'
import { ticketContexts } from './ticket-context'
import type { StaffActor } from '../../staff/staff-actor'

/** The ticket, when it is one of the company's; 40007 otherwise, as for an id that does not exist. */
async function companyTicket(db: Db, ticketId: number, companyId: number) {
  const [ticket] = await db.select().from(tickets).where(and(eq(tickets.id, ticketId), eq(tickets.companyId, companyId)))
  if (!ticket) throw new ApiError(40007)
  return ticket
}

export async function viewTicket(db: Db, ticketId: number, companyId: number) {
  const ticket = await companyTicket(db, ticketId, companyId)
  const [[wire], [context]] = await Promise.all([ticketsToWire(db, [ticket], adminTicketPhotoUrl), ticketContexts(db, companyId, [ticket])])
  if (!wire || !context) throw new ApiError(40007)
  return { ticket: wire, userId: ticket.userId, ...context }
}

export function replyToTicket(db: Db, ticketId: number, message: string, actor: StaffActor): Promise<null> {
  return db.transaction(async (tx) => {
    const ticket = await companyTicket(tx, ticketId, actor.companyId)
    if (ticket.status === 'closed') throw new ApiError(40091)
    await tx.insert(ticketMessages).values({ ticketId, staffId: actor.staffId, text: message, createdAt: actor.now })
    await moveTo(tx, ticket, 'answered', actor)
    await recordAudit(tx, { staffId: actor.staffId, action: 'ticket_answered', recordType: 'ticket', recordId: ticketId, before: { status: ticket.status }, after: { status: 'answered' }, at: actor.now })
    return null
  })
}

export function setTicketStatus(db: Db, ticketId: number, status: TicketStatus, actor: StaffActor): Promise<null> {
  return db.transaction(async (tx) => {
    const ticket = await companyTicket(tx, ticketId, actor.companyId)
    if (ticket.status === status) return null
    if (ticket.status === 'closed') throw new ApiError(40091)
    await moveTo(tx, ticket, status, actor)
    await recordAudit(tx, { staffId: actor.staffId, action: 'ticket_status_set', recordType: 'ticket', recordId: ticketId, before: { status: ticket.status }, after: { status }, at: actor.now })
    return null
  })
}

export async function moveTo(db: Db, ticket: typeof tickets.$inferSelect, status: TicketStatus, actor: StaffActor): Promise<void> {
  await db.update(tickets).set({ status, updatedAt: actor.now }).where(eq(tickets.id, ticket.id))
  if (ticket.status !== status) await db.insert(ticketEvents).values({ ticketId: ticket.id, status, staffId: actor.staffId, at: actor.now })
}

/** Whether the photo belongs to one of the company's tickets; a view is audited like an identity photo's. */
export async function ticketPhotoForStaff(db: Db, key: string, actor: StaffActor): Promise<boolean> {
  const [row] = await db
    .select({ ticketId: tickets.id })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(and(eq(tickets.companyId, actor.companyId), sql`${ticketMessages.photoKeys} @> ${JSON.stringify([key])}::jsonb`))
  if (!row) return false
  await recordAudit(db, { staffId: actor.staffId, action: 'ticket_photo_viewed', recordType: 'ticket', recordId: row.ticketId, at: actor.now })
  return true
}
