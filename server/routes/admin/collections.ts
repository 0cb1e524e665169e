import { assignLoan, collectionAgents } from '../../domain/staff/collections/assignments'
import { resolveCase } from '../../domain/staff/collections/cases'
import { collectionCase } from '../../domain/staff/collections/collection-case'
import { logContact } from '../../domain/staff/collections/log-contact'
import { revealPhone } from '../../domain/staff/collections/reveal-phone'
import { worklist } from '../../domain/staff/collections/worklist'
import { actorOf } from '../../http/staff-auth'
import { defineAdminHandlers } from './mount-admin-endpoints'

export const collectionsHandlers = defineAdminHandlers({
  '/collections/list': async (body, ctx) => {
    const { companyId } = ctx.staff
    const filter = { bucket: body.bucket, query: body.query, assignedTo: body.mine ? ctx.staff.id : undefined, withPromiseDue: body.promisesDue, cursor: body.cursor }
    const list = await worklist(ctx.db, companyId, ctx.services.now(), filter)
    return { ...list, agents: await collectionAgents(ctx.db, companyId) }
  },
  '/collections/case': (body, ctx) => collectionCase(ctx.db, body.orderId, ctx.staff.companyId, ctx.services.now()),
  '/collections/assign': (body, ctx) => assignLoan(ctx.db, body.orderId, body.staffId, actorOf(ctx)),
  '/collections/contact': (body, ctx) => logContact(ctx.services, body, actorOf(ctx)),
  '/collections/reveal': (body, ctx) => revealPhone(ctx.db, body.orderId, actorOf(ctx)),
  '/collections/resolveCase': (body, ctx) => resolveCase(ctx.db, body.caseId, actorOf(ctx)),
})
