import { reviewOrder } from '../../domain/staff/review/review-detail'
import { approveOrder, refuseOrder } from '../../domain/staff/review/review-decisions'
import { reviewQueue } from '../../domain/staff/review/review-queue'
import { giveSecondLook, secondLooks } from '../../domain/staff/review/staff-decisions'
import { actorOf } from '../../http/staff-auth'
import { defineAdminHandlers } from './mount-admin-endpoints'

export const reviewHandlers = defineAdminHandlers({
  '/review/queue': (body, ctx) => reviewQueue(ctx.db, ctx.staff.companyId, body.afterId),
  '/review/order': (body, ctx) => reviewOrder(ctx.db, body.orderId, ctx.staff.companyId, ctx.services.now()),
  '/review/approve': (body, ctx) => approveOrder(ctx.db, body, actorOf(ctx)),
  '/review/refuse': (body, ctx) => refuseOrder(ctx.db, body, actorOf(ctx)),
  '/review/secondLooks': (_body, ctx) => secondLooks(ctx.db, ctx.staff.companyId),
  '/review/secondLook': (body, ctx) => giveSecondLook(ctx.db, body, actorOf(ctx)),
})
