import { login } from '../domain/accounts/login'
import { register } from '../domain/accounts/register'
import { resetPassword, sendResetCode } from '../domain/accounts/reset-password'
import { revokeSession } from '../domain/accounts/sessions'
import { sendCode } from '../domain/accounts/sms-codes'
import { userInfoOfSession } from '../domain/accounts/user-view'
import { mobileOfApp } from '../domain/markets/app-mobile'
import { defineHandlers, readsSession } from '../http/handlers'

export const accountHandlers = defineHandlers({
  '/sms/register': async (body, ctx) => sendCode(ctx, { mobile: await mobileOfApp(ctx, body), appId: body.appId }, 'register'),
  '/sms/login': async (body, ctx) => sendCode(ctx, { mobile: await mobileOfApp(ctx, body), appId: body.appId }, 'login'),
  '/user/register': (body, ctx) => register(ctx, body),
  '/user/login': (body, ctx) => login(ctx, body),
  '/sms/resetPassword': (body, ctx) => sendResetCode(ctx, body),
  '/user/resetPassword': (body, ctx) => resetPassword(ctx, body),
  '/user/logout': async (_body, ctx, request) => {
    await revokeSession(ctx.db, request.headers.get('authorization') ?? '', ctx.services.now())
    return null
  },
  '/user/info': readsSession((_body, ctx, claim) => userInfoOfSession(ctx.db, claim)),
})
