// Whose products a public call (/loan/appList, /loan/getPeriodConfig, …) may show. These calls
// need no token, but the app sends its token when it has one: a signed-in borrower sees only
// their own company's, and another company's app id answers 40007. Without a (valid) token the
// call shows the lender of the page it was made from (its host, as the page itself names it),
// or for the calls that name an app, that app's company.
import { ApiError } from '../../../contract/api-error'
import type { CallContext } from '../../services'
import { lenderForHost } from './lender-site'
import { resolveSession } from '../accounts/sessions'
import { companyOfUser, requireAppOfCompany } from './company-scope'

async function signedInUser(ctx: CallContext, request: Request): Promise<number | null> {
  const token = request.headers.get('authorization')
  if (!token) return null
  const { env } = ctx.services
  try {
    return await resolveSession(ctx.db, token, { idleDays: env.SESSION_IDLE_DAYS, maxDays: env.SESSION_MAX_DAYS }, ctx.services.now())
  } catch (error) {
    // An expired or revoked token makes a public call anonymous, not refused.
    if (error instanceof ApiError) return null
    throw error
  }
}

/** The company whose products the caller sees, or null when the page names no lender. */
export async function viewerCompany(ctx: CallContext, request: Request): Promise<number | null> {
  const userId = await signedInUser(ctx, request)
  if (userId !== null) return companyOfUser(ctx.db, userId)
  const lender = await lenderForHost(ctx.db, request.headers.get('host') ?? undefined, ctx.services.env.DEFAULT_APP_ID)
  return lender?.companyId ?? null
}

/** `appId`, once the caller may see it: any app for an anonymous call, only their company's for a borrower. */
export async function appForViewer(ctx: CallContext, request: Request, appId: number): Promise<number> {
  const userId = await signedInUser(ctx, request)
  if (userId !== null) await requireAppOfCompany(ctx.db, appId, await companyOfUser(ctx.db, userId))
  return appId
}
