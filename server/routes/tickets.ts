import { createTicket } from '../domain/tickets/create-ticket'
import { listUserTickets } from '../domain/tickets/ticket-views'
import { defineHandlers } from '../http/handlers'
import { requireUser } from '../services'

export const ticketHandlers = defineHandlers({
  '/user/tickets/create': (body, ctx) => createTicket(ctx, body),
  '/user/tickets/list': (_body, ctx) => listUserTickets(ctx.db, requireUser(ctx)),
  // An installed older app's feedback: a ticket like any other, so that staff see it.
  '/user/feedback': async (body, ctx) => {
    await createTicket(ctx, { category: 'other', message: body.text })
    return null
  },
})
