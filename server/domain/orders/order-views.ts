import { and, desc, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { Data, ParsedBody } from '../../../contract/endpoints'
import { toMajor } from '../../../contract/money'
import { ORDER_STATUS } from '../../../contract/order-status'
import { contractTermsSchema } from '../../../contract/schemas/contract-terms'
import type { Db } from '../../db/client'
import { apps, orders, users } from '../../db/schema'
import type { FileStorage } from '../../providers/storage'
import { marketOfApp } from '../markets/company-market'
import { orderMoneyView, repayingSummary } from '../money/order-money-view'
import { paymentMethodsOfApp } from '../money/payment-methods'
import type { PaymentProvider } from '../../providers/payment'
import { renderContractHtml } from './contract-html'
import type { OrderRow } from './state-machine'

type Decision = Data<'/loan/orderInfo'>['decision']

export async function latestOrderId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(1)
  return row?.id ?? null
}

/** A written-off loan is still owed: the borrower sees what is left and how to pay it. */
const STILL_OWED: readonly number[] = [ORDER_STATUS.repaying, ORDER_STATUS.writtenOff]

export async function loanProgress(db: Db, userId: number, now: Date): Promise<Data<'/loan/getLoanProgress'>> {
  const [order] = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(1)
  if (!order) return null
  return {
    status: order.status,
    orderId: order.id,
    applyAmount: toMajor(order.principalMinor),
    // What is left to withdraw: nothing once the money is out, which is why Home shows `outstanding` then.
    balance: toMajor(order.balanceMinor),
    contract: order.termsHash,
    ...(STILL_OWED.includes(order.status) ? await repayingSummary(db, order.id, now) : {}),
  }
}

export async function orderList(db: Db, userId: number): Promise<Data<'/loan/getUserOrderList'>> {
  const rows = await db
    .select({ order: orders, appName: apps.name, appLogo: apps.logo })
    .from(orders)
    .innerJoin(apps, eq(apps.id, orders.appId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id))
  return rows.map(({ order, appName, appLogo }) => ({
    orderId: order.id,
    appId: order.appId,
    appName,
    appLogo,
    status: order.status,
    principal: toMajor(order.principalMinor),
    applyTime: order.createdAt.toISOString(),
  }))
}

async function ownOrder(db: Db, userId: number, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
  if (!order) throw new ApiError(40007)
  return order
}

export async function orderInfo(db: Db, userId: number, orderId: number, now: Date, payments: PaymentProvider): Promise<Data<'/loan/orderInfo'>> {
  const order = await ownOrder(db, userId, orderId)
  const [extra] = await db
    .select({ appName: apps.name, realName: users.realName })
    .from(apps)
    .innerJoin(users, eq(users.id, order.userId))
    .where(eq(apps.id, order.appId))
  const quote = order.quote as { total: number }
  return {
    orderId: order.id,
    appId: order.appId,
    appName: extra?.appName ?? '',
    status: order.status,
    principal: toMajor(order.principalMinor),
    total: quote.total,
    applyTime: order.createdAt.toISOString(),
    rate: order.rate,
    periodDays: order.periods,
    balance: toMajor(order.balanceMinor),
    realName: extra?.realName ?? null,
    decision: (order.decision as Decision) ?? null,
    ...(await orderMoneyView(db, order.id, now)),
    ...(STILL_OWED.includes(order.status) ? { paymentMethods: await paymentMethodsOfOrder(db, order.appId, payments) } : {}),
  }
}

/**
 * The contract in the borrower's language (the app's, else the market's first), a draft until
 * accepted; after, with the signature it was accepted with, embedded so the downloaded file needs
 * no signed-in request to show it.
 */
export async function orderContract(
  db: Db,
  storage: FileStorage,
  userId: number,
  body: ParsedBody<'/loan/contract'>,
): Promise<Data<'/loan/contract'>> {
  const order = await ownOrder(db, userId, body.loanOrderId)
  const parsed = contractTermsSchema.safeParse(order.terms)
  if (!parsed.success) throw new ApiError(40007)
  const { market } = await marketOfApp(db, order.appId)
  const file = order.acceptedAt && order.acceptSignatureKey ? await storage.get(order.acceptSignatureKey) : null
  const signature = file ? `data:${file.contentType};base64,${Buffer.from(file.bytes).toString('base64')}` : null
  const locale = body.locale ?? market.locales[0] ?? 'en'
  const accepted = order.acceptedAt ? { at: order.acceptedAt, signature } : null
  return {
    terms: parsed.data,
    html: renderContractHtml(parsed.data, { locale, timeZone: market.timeZone, accepted }),
    acceptedAt: order.acceptedAt?.toISOString() ?? null,
    signature,
  }
}

// The e-wallet carries the wallets its market offers to pick from, the default first.
async function paymentMethodsOfOrder(db: Db, appId: number, payments: PaymentProvider) {
  const { market } = await marketOfApp(db, appId)
  const wallets = market.paymentWallets.length > 0 ? { wallets: [...market.paymentWallets] } : {}
  return (await paymentMethodsOfApp(db, appId, payments)).map(({ method, maxMinor }) => ({ method, maxAmount: toMajor(maxMinor), ...(method === 'ewallet' ? wallets : {}) }))
}
