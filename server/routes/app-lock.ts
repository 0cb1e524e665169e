import { registrationOptions, listPasskeys, removePasskey, verifyRegistration } from '../domain/app-lock/passkeys'
import { relyingParty } from '../domain/app-lock/relying-party'
import { unlockOptions, unlockWithPasskey, unlockWithPassword } from '../domain/app-lock/unlock'
import { defineHandlers } from '../http/handlers'
import { type CallContext, requireUser } from '../services'

const rpOf = (ctx: CallContext, request: Request) => relyingParty(request, ctx.services.env.TRUST_PROXY)

export const appLockHandlers = defineHandlers({
  '/user/passkey/register/options': (_body, ctx, request) => registrationOptions(ctx, requireUser(ctx), rpOf(ctx, request)),
  '/user/passkey/register/verify': (body, ctx, request) => verifyRegistration(ctx, requireUser(ctx), rpOf(ctx, request), body),
  '/user/passkey/list': (_body, ctx) => listPasskeys(ctx, requireUser(ctx)),
  '/user/passkey/remove': (body, ctx) => removePasskey(ctx, requireUser(ctx), body.passkeyId),
  '/user/passkey/unlock/options': (_body, ctx, request) => unlockOptions(ctx, requireUser(ctx), rpOf(ctx, request)),
  '/user/passkey/unlock/verify': (body, ctx, request) => unlockWithPasskey(ctx, requireUser(ctx), rpOf(ctx, request), body),
  '/user/unlock/password': (body, ctx) => unlockWithPassword(ctx, requireUser(ctx), body),
})
