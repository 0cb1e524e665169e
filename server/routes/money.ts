import { applyExtension, quoteExtension } from '../domain/money/extension'
import { receiptOf } from '../domain/money/receipts'
import { recharge } from '../domain/money/repay'
import { transactionsOf } from '../domain/money/transactions'
import { withdraw } from '../domain/money/withdraw'
import { sendPinCode, setWithdrawPin } from '../domain/money/withdraw-pin'
import { defineHandlers } from '../http/handlers'
import { requireUser } from '../http/services'

export const moneyHandlers = defineHandlers({
  '/sms/withdrawPin': (_body, ctx) => sendPinCode(ctx),
  '/user/withdrawPin/set': (body, ctx) => setWithdrawPin(ctx, body),
  '/user/withdraw': (body, ctx) => withdraw(ctx, body),
  '/loan/recharge': (body, ctx) => recharge(ctx, body),
  '/loan/extension/quote': (body, ctx) => quoteExtension(ctx, body),
  '/loan/extension/apply': (body, ctx) => applyExtension(ctx, body),
  '/loan/transactions': (_body, ctx) => transactionsOf(ctx.db, requireUser(ctx)),
  '/loan/receipt': (body, ctx) => receiptOf(ctx.db, requireUser(ctx), body.paymentId),
})
