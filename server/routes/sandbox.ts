import { ApiError } from '../../contract/api-error'
import { defineHandlers } from '../http/handlers'
import { settlePendingPayouts } from '../domain/money/payouts'
import { sandboxPay, sandboxReceive } from '../domain/money/sandbox-pay'
import { ProviderTimeout } from '../providers/call-provider'

export const sandboxHandlers = defineHandlers({
  '/sandbox/sms/last': async (body, ctx) => {
    // Real gateways keep no code we could read back: the call is then as unknown as any other.
    const { sms } = ctx.services
    if (!sms.lastCodeTo) throw new ApiError(40007)
    const code = await sms.lastCodeTo(body.mobile)
    if (code === null) throw new ApiError(40007)
    return { code }
  },
  '/sandbox/clock': async (body, ctx) => {
    const { clock } = ctx.services
    if (!clock) throw new ApiError(40007)
    clock.set(body.at === null ? null : new Date(body.at))
    return null
  },
  '/sandbox/payments/complete': (body, ctx) => sandboxPay(ctx.db, ctx.services, body.paymentId),
  '/sandbox/payments/receive': (body, ctx) => sandboxReceive(ctx.db, ctx.services, body.paymentId, body.amt),
  '/sandbox/payouts/settle': async (_body, ctx) => {
    // A payout provider that does not answer in time leaves its payouts pending for their jobs,
    // which ask again with the same key: the caller hears which code that is, never a 500.
    await settlePendingPayouts(ctx.services).catch((error: unknown) => {
      if (error instanceof ProviderTimeout) throw new ApiError(40132)
      throw error
    })
    return null
  },
})
