import * as z from 'zod/mini'
import { ticketCategory, ticketSchema, ticketStatus } from '../../schemas/tickets'
import { freeText, plainText } from '../../schemas/fields'
import { id } from './common'

export const ticketsListBody = z.object({
  status: z.optional(ticketStatus),
  category: z.optional(ticketCategory),
  /** A reference (`TK-2026-000123`) or the borrower's phone number. */
  query: z.optional(z.string().check(z.trim(), z.maxLength(64), plainText())),
})

/** Beside every ticket staff see: the borrower, their latest loan, and the day the answer is due. */
export const ticketContextSchema = z.object({
  borrowerName: z.nullable(z.string()),
  /** The phone to its last four digits: "••••5678". */
  mobileMasked: z.string(),
  loan: z.nullable(z.object({ orderId: id, status: z.number() })),
  /** "YYYY-MM-DD" on the market's calendar: opened + the service days, in working days (contract/ticket-answer-due.ts). */
  answerDue: z.string(),
})
export type TicketContext = z.infer<typeof ticketContextSchema>

export const ticketRowSchema = z.object({
  ticketId: id,
  reference: z.string(),
  category: ticketCategory,
  status: ticketStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  userId: id,
  ...ticketContextSchema.shape,
})
export type TicketRow = z.infer<typeof ticketRowSchema>
export const ticketsListData = z.object({ items: z.array(ticketRowSchema) })

export const ticketIdBody = z.object({ ticketId: id })
export const ticketViewData = z.object({ ticket: ticketSchema, userId: id, ...ticketContextSchema.shape })
export const ticketReplyBody = z.object({ ticketId: id, message: freeText })
/** `answered` comes with a reply; staff move a ticket to in progress or close it. */
export const ticketSetStatusBody = z.object({ ticketId: id, status: z.enum(['in_progress', 'closed']) })
