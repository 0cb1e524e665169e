import { riskMonitor } from '../../domain/credit/risk-monitor'
import { readScorecard, requestScorecardChange } from '../../domain/credit/scorecard-change'
import { actorOf } from '../../http/staff-auth'
import { defineAdminHandlers } from './mount-admin-endpoints'

export const riskHandlers = defineAdminHandlers({
  '/risk/scorecard': (_body, ctx) => readScorecard(ctx.db, ctx.staff.companyId),
  '/risk/scorecard/save': (body, ctx) => requestScorecardChange(ctx.db, body, actorOf(ctx)),
  '/risk/monitor': (body, ctx) => riskMonitor(ctx.db, ctx.staff.companyId, body),
})
