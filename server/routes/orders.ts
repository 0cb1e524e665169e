import { apply } from '../domain/orders/apply'
import { loanOffer } from '../domain/orders/loan-offer'
import { acceptContract, cancelOrder } from '../domain/orders/order-actions'
import { loanProgress, orderContract, orderInfo, orderList } from '../domain/orders/order-views'
import { checkedQuote, quoteToWire } from '../domain/orders/quote'
import { companyOfUser } from '../domain/tenancy/company-scope'
import { defineHandlers, readsSession } from '../http/handlers'
import { requireUser } from '../services'

export const orderHandlers = defineHandlers({
  '/loan/offer': (body, ctx) => loanOffer(ctx.db, requireUser(ctx), body.appId, ctx.services.now()),
  '/loan/quote': async (body, ctx) => {
    const companyId = await companyOfUser(ctx.db, requireUser(ctx))
    return quoteToWire(await checkedQuote(ctx.db, body, ctx.services.now(), companyId))
  },
  '/loan/apply': (body, ctx) => apply(ctx, body),
  '/loan/getLoanProgress': (_body, ctx) => loanProgress(ctx.db, requireUser(ctx), ctx.services.now()),
  '/loan/getUserOrderList': readsSession((_body, ctx, claim) => orderList(ctx.db, claim)),
  '/loan/orderInfo': readsSession((body, ctx, claim) => orderInfo(ctx.db, claim, body.loanOrderId, ctx.services.payments)),
  '/loan/contract': (body, ctx) => orderContract(ctx.db, ctx.services.storage, requireUser(ctx), body),
  '/loan/contract/accept': (body, ctx) => acceptContract(ctx, body.loanOrderId),
  '/loan/cancel': (body, ctx) => cancelOrder(ctx, body.loanOrderId),
})
