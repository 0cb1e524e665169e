import { and, desc, eq, sql } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { Data, ParsedBody } from '../../../contract/endpoints'
import { toMajor } from '../../../contract/money'
import { ORDER_STATUS } from '../../../contract/order-status'
import { contractTermsSchema } from '../../../contract/schemas/contract-terms'
import { builtOnce } from '../../db/built-once'
import type { Db } from '../../db/client'
import { apps, orders, users } from '../../db/schema'
import type { FileStorage } from '../../providers/storage'
import { marketOfApp, marketOfCompany } from '../markets/company-market'
import { todayForCompany } from '../markets/local-days'
import { loanPayoutsJson, orderMoneyView, repayingSummary } from '../money/order-money-view'
import { periodsJson } from '../money/schedule'
import { paymentMethodsOfCompany } from '../money/payment-methods'
import type { PaymentProvider } from '../../providers/payment'
import { renderContractHtml } from './contract-html'
import type { OrderRow } from './state-machine'

type Decision = Data<'/loan/orderInfo'>['decision']

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

const orderListRead = builtOnce((db) =>
  db
    .select({
      orderId: orders.id,
      appId: orders.appId,
      appName: apps.name,
      appLogo: apps.logo,
      status: orders.status,
      principalMinor: orders.principalMinor,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(apps, eq(apps.id, orders.appId))
    .where(eq(orders.userId, sql.placeholder('userId')))
    .orderBy(desc(orders.id))
    .prepare('order_list_read'),
)

export async function orderList(db: Db, userId: number): Promise<Data<'/loan/getUserOrderList'>> {
  const rows = await orderListRead(db).execute({ userId })
  return rows.map(({ principalMinor, createdAt, ...row }) => ({ ...row, principal: toMajor(principalMinor), applyTime: createdAt.toISOString() }))
}

async function ownOrder(db: Db, userId: number, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
  if (!order) throw new ApiError(40007)
  return order
}

const orderInfoRead = builtOnce((db) =>
  db
    .select({
      order: orders,
      appName: apps.name,
      companyId: apps.companyId,
      realName: users.realName,
      periods: periodsJson(orders.id),
      payouts: loanPayoutsJson(orders.id),
    })
    .from(orders)
    .innerJoin(apps, eq(apps.id, orders.appId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.userId, sql.placeholder('userId'))))
    .prepare('order_info_read'),
)

export async function orderInfo(db: Db, userId: number, orderId: number, now: Date, payments: PaymentProvider): Promise<Data<'/loan/orderInfo'>> {
  const [found] = await orderInfoRead(db).execute({ orderId, userId })
  if (!found) throw new ApiError(40007)
  const { order, companyId } = found
  const quote = order.quote as { total: number }
  return {
    orderId: order.id,
    appId: order.appId,
    appName: found.appName,
    status: order.status,
    principal: toMajor(order.principalMinor),
    total: quote.total,
    applyTime: order.createdAt.toISOString(),
    rate: order.rate,
    periodDays: order.periods,
    balance: toMajor(order.balanceMinor),
    realName: found.realName,
    decision: (order.decision as Decision) ?? null,
    ...orderMoneyView(found.periods, found.payouts, await todayForCompany(db, companyId, now)),
    ...(STILL_OWED.includes(order.status) ? { paymentMethods: await paymentMethodsOfOrder(db, companyId, payments) } : {}),
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
async function paymentMethodsOfOrder(db: Db, companyId: number, payments: PaymentProvider) {
  const market = await marketOfCompany(db, companyId)
  const wallets = market.paymentWallets.length > 0 ? { wallets: [...market.paymentWallets] } : {}
  return (await paymentMethodsOfCompany(db, companyId, payments)).map(({ method, maxMinor }) => ({ method, maxAmount: toMajor(maxMinor), ...(method === 'ewallet' ? wallets : {}) }))
}
