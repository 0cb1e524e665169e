import { login } from '../domain/accounts/login'
import { register } from '../domain/accounts/register'
import { revokeSession } from '../domain/accounts/sessions'
import { sendCode } from '../domain/accounts/sms-codes'
import { loadUserInfo } from '../domain/accounts/user-view'
import { defineHandlers } from '../http/handlers'
import { requireUser } from '../http/services'

export const accountHandlers = defineHandlers({
  '/sms/register': (body, ctx) => sendCode(ctx, body.mobile, 'register'),
  '/sms/login': (body, ctx) => sendCode(ctx, body.mobile, 'login'),
  '/user/register': (body, ctx) => register(ctx, body),
  '/user/login': (body, ctx) => login(ctx, body),
  '/user/logout': async (_body, ctx, request) => {
    await revokeSession(ctx.db, request.headers.get('authorization') ?? '', ctx.services.now())
    return null
  },
  '/user/info': (_body, ctx) => loadUserInfo(ctx.db, requireUser(ctx)),
})
