import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { Ticket } from '../../../contract/schemas/tickets'
import type { TicketCategory, TicketStatus } from '../../../contract/tickets'
import type { Db } from '../../db/client'
import { ticketEvents, ticketMessages, tickets } from '../../db/schema'

type TicketRow = typeof tickets.$inferSelect

/** A ticket as staff lists show it (the tickets list, the borrower view): no messages, its last change. */
export function ticketHeading(row: TicketRow) {
  return {
    ticketId: row.id,
    reference: row.reference,
    category: row.category as TicketCategory,
    status: row.status as TicketStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Where a borrower's own photo is read: the owner-checked file route. */
export const ticketPhotoUrl = (key: string) => `/jackey/files/${key}`

/** Tickets as the wire shows them, newest first, with their messages and timeline. */
export async function ticketsToWire(db: Db, rows: TicketRow[], photoUrl: (key: string) => string): Promise<Ticket[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [messages, events] = await Promise.all([
    db.select().from(ticketMessages).where(inArray(ticketMessages.ticketId, ids)).orderBy(asc(ticketMessages.id)),
    db.select().from(ticketEvents).where(inArray(ticketEvents.ticketId, ids)).orderBy(asc(ticketEvents.id)),
  ])
  return rows.map((row) => ({
    ticketId: row.id,
    reference: row.reference,
    category: row.category as TicketCategory,
    status: row.status as TicketStatus,
    createdAt: row.createdAt.toISOString(),
    messages: messages
      .filter((m) => m.ticketId === row.id)
      .map((m) => ({ from: m.staffId === null ? ('borrower' as const) : ('staff' as const), text: m.text, at: m.createdAt.toISOString(), photos: m.photoKeys.map(photoUrl) })),
    history: events.filter((e) => e.ticketId === row.id).map((e) => ({ status: e.status as TicketStatus, at: e.at.toISOString() })),
  }))
}

export async function listUserTickets(db: Db, userId: number): Promise<Ticket[]> {
  const rows = await db.select().from(tickets).where(eq(tickets.userId, userId)).orderBy(desc(tickets.id))
  return ticketsToWire(db, rows, ticketPhotoUrl)
}
