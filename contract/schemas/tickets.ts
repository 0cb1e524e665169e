import * as z from 'zod/mini'
import { TICKET_CATEGORIES, TICKET_STATUSES } from '../tickets'
import { freeText, id } from './fields'

// Files arrive as Blobs (File in browsers and Node); their bytes are checked on the server.
const photo = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob)

export const ticketCategory = z.enum(TICKET_CATEGORIES)
export const ticketStatus = z.enum(TICKET_STATUSES)

/** JSON, or multipart with up to three photos. */
export const ticketCreateBody = z.object({
  category: ticketCategory,
  message: freeText,
  photo1: z.optional(photo),
  photo2: z.optional(photo),
  photo3: z.optional(photo),
})
export const ticketCreateData = z.object({ ticketId: id, reference: z.string() })

export const ticketMessageSchema = z.object({
  /** `borrower` for the borrower's own words, `staff` for the lender's answers. */
  from: z.enum(['borrower', 'staff']),
  text: z.string(),
  at: z.string(),
  /** Where the borrower's photos of this message are read (`GET`, with the session token). */
  photos: z.array(z.string()),
})

export const ticketEventSchema = z.object({ status: ticketStatus, at: z.string() })

export const ticketSchema = z.object({
  ticketId: id,
  reference: z.string(),
  category: ticketCategory,
  status: ticketStatus,
  createdAt: z.string(),
  messages: z.array(ticketMessageSchema),
  /** Each step the ticket reached, oldest first: the timeline the app shows. */
  history: z.array(ticketEventSchema),
})
export type Ticket = z.infer<typeof ticketSchema>
export const ticketListData = z.array(ticketSchema)
