import { and, desc, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { Data } from '../../../contract/endpoints'
import { toMajor } from '../../../contract/money'
import { contractTermsSchema } from '../../../contract/schemas/contract-terms'
import type { Db } from '../../db/client'
import { apps, orders, users } from '../../db/schema'
import { orderMoneyView } from '../money/order-money-view'
import { renderContractHtml } from './contract-html'
import type { OrderRow } from './state-machine'

type Decision = Data<'/loan/orderInfo'>['decision']

export async function latestOrderId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(1)
  return row?.id ?? null
}

export async function loanProgress(db: Db, userId: number): Promise<Data<'/loan/getLoanProgress'>> {
  const [order] = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(1)
  if (!order) return null
  return {
    status: order.status,
    orderId: order.id,
    applyAmount: toMajor(order.principalMinor),
    balance: toMajor(order.balanceMinor),
    contract: order.termsHash,
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

export async function orderInfo(db: Db, userId: number, orderId: number, now: Date): Promise<Data<'/loan/orderInfo'>> {
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
  }
}

export async function orderContract(db: Db, userId: number, orderId: number): Promise<Data<'/loan/contract'>> {
  const order = await ownOrder(db, userId, orderId)
  const parsed = contractTermsSchema.safeParse(order.terms)
  if (!parsed.success) throw new ApiError(40007)
  return { terms: parsed.data, html: renderContractHtml(parsed.data), acceptedAt: order.acceptedAt?.toISOString() ?? null }
}
