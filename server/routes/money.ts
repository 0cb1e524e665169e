import { toMajor } from '../../contract/money'
import { refundHeldCredit } from '../domain/money/credit'
import { marketOfUser } from '../domain/markets/company-market'
import { applyExtension, quoteExtension } from '../domain/money/extension'
import { cancelPayment, openPaymentsOf } from '../domain/money/open-payments'
import { listPaymentReports, reportPayment } from '../domain/money/payment-reports'
import { receiptOf } from '../domain/money/receipts'
import { recharge, resumeRecharge } from '../domain/money/repay'
import { transactionsOf } from '../domain/money/transactions'
import { withdraw } from '../domain/money/withdraw'
import { sendPinCode, setWithdrawPin } from '../domain/money/withdraw-pin'
import { defineHandlers, resumable } from '../http/handlers'
import { requireUser } from '../services'

export const moneyHandlers = defineHandlers({
  '/sms/withdrawPin': (_body, ctx) => sendPinCode(ctx),
  '/user/withdrawPin/set': (body, ctx) => setWithdrawPin(ctx, body),
  '/user/withdraw': (body, ctx) => withdraw(ctx, body),
  '/loan/recharge': resumable<'/loan/recharge'>(
    (body, ctx) => recharge(ctx, body),
    (answer, ctx) => resumeRecharge(ctx, answer),
  ),
  '/loan/extension/quote': (body, ctx) => quoteExtension(ctx, body),
  '/loan/extension/apply': (body, ctx) => applyExtension(ctx, body),
  '/loan/transactions': (_body, ctx) => transactionsOf(ctx.db, requireUser(ctx)),
  '/loan/receipt': (body, ctx) => receiptOf(ctx.db, requireUser(ctx), body.paymentId),
  '/loan/payments/open': (body, ctx) => openPaymentsOf(ctx, body.loanOrderId),
  '/loan/payments/cancel': (body, ctx) => cancelPayment(ctx, body.paymentId),
  '/loan/payment/report': (body, ctx) => reportPayment(ctx, body),
  '/loan/payment/reports': (_body, ctx) => listPaymentReports(ctx.db, requireUser(ctx)),
  '/loan/credit/refund': async (_body, ctx) => {
    const userId = requireUser(ctx)
    return { amount: toMajor(await refundHeldCredit(ctx.db, userId, ctx.services.now()), (await marketOfUser(ctx.db, userId)).minorDigits) }
  },
})
