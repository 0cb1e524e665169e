import { notificationSettingsCall, subscribe, unsubscribe } from '../domain/reminders/subscriptions'
import { defineHandlers } from '../http/handlers'
import { requireUser } from '../services'

export const notificationHandlers = defineHandlers({
  '/user/push/key': async (_body, ctx) => ({ publicKey: await ctx.services.push.publicKey() }),
  '/user/push/subscribe': (body, ctx) => subscribe(ctx.db, requireUser(ctx), body, ctx.services.env.SANDBOX, ctx.services.now()),
  '/user/push/unsubscribe': (body, ctx) => unsubscribe(ctx.db, requireUser(ctx), body),
  '/user/notifications/settings': (body, ctx) => notificationSettingsCall(ctx.db, requireUser(ctx), body, ctx.services.now()),
})
