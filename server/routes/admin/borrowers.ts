import { searchBorrowers } from '../../domain/staff/borrowers/borrower-search'
import { holdsToReview, liftHold, reviewHold, setHold } from '../../domain/staff/borrowers/holds'
import { revealNumber } from '../../domain/staff/borrowers/reveal'
import { borrowerTimeline } from '../../domain/staff/borrowers/timeline'
import { borrowerView } from '../../domain/staff/borrowers/borrower-view'
import { actorOf } from '../../http/staff-auth'
import { defineAdminHandlers } from './mount-admin-endpoints'

export const borrowerHandlers = defineAdminHandlers({
  '/borrowers/search': (body, ctx) => searchBorrowers(ctx.db, body.query, ctx.staff.companyId),
  '/borrowers/timeline': (body, ctx) => borrowerTimeline(ctx.db, body.userId, ctx.staff.companyId),
  '/borrowers/view': (body, ctx) => borrowerView(ctx.db, body, { companyId: ctx.staff.companyId, roles: ctx.staff.roles, now: ctx.services.now() }),
  '/borrowers/reveal': (body, ctx) => revealNumber(ctx.db, body.userId, body.field, actorOf(ctx)),
  '/borrowers/hold': (body, ctx) => setHold(ctx.db, body, actorOf(ctx)),
  '/borrowers/liftHold': (body, ctx) => liftHold(ctx.db, body.userId, actorOf(ctx)),
  '/borrowers/holdsToReview': (_body, ctx) => holdsToReview(ctx.db, ctx.staff.companyId, ctx.services.now()),
  '/borrowers/reviewHold': (body, ctx) => reviewHold(ctx.db, body, actorOf(ctx)),
})
