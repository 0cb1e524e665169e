import { listCompanyTickets } from '../../domain/tickets/staff/ticket-list'
import { replyToTicket, setTicketStatus, viewTicket } from '../../domain/tickets/staff/ticket-actions'
import { actorOf } from '../../http/staff-auth'
import { defineAdminHandlers } from './mount-admin-endpoints'

export const ticketAdminHandlers = defineAdminHandlers({
  '/tickets/list': (body, ctx) => listCompanyTickets(ctx.db, ctx.staff.companyId, body),
  '/tickets/view': (body, ctx) => viewTicket(ctx.db, body.ticketId, ctx.staff.companyId),
  '/tickets/reply': (body, ctx) => replyToTicket(ctx.db, body.ticketId, body.message, actorOf(ctx)),
  '/tickets/setStatus': (body, ctx) => setTicketStatus(ctx.db, body.ticketId, body.status, actorOf(ctx)),
})
