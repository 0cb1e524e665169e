import { and, desc, eq, sql } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { Data, ParsedBody } from '../../../contract/endpoints'
import { type DisclosedRate, disclosedRate } from '../../../contract/disclosed-rate'
import type { PeriodUnit } from '../../../contract/loan-math'
import { toMajor } from '../../../contract/money'
import { cadenceOf } from '../../../contract/repayment-cadence'
import { ORDER_STATUS } from '../../../contract/order-status'
import { contractTermsSchema } from '../../../contract/schemas/contract-terms'
import type { Db } from '../../db/client'
import { apps, orders, sessions, users } from '../../db/schema'
import type { FileStorage } from '../../providers/storage/port'
import { marketOfApp, marketOfCompany } from '../markets/company-market'
import { loanPayoutsJson, orderMoneyView, repayingSummary } from '../money/order-money-view'
import { type PeriodRow, periodsJson } from '../money/schedule'
import { readWithSession, type SessionClaim, sessionStatement } from '../accounts/sessions'
import { paymentMethodsIn } from '../money/payment-methods'
import type { PaymentProvider } from '../../providers/payment/port'
import { renderContractHtml } from './contract-html'
import { pendingReapplyDate } from './reapply-wait'
import type { OrderRow } from './state-machine'
import { companyConfigRowsJson, type ConfigRow, configsFrom } from '../configs/company-configs'
import type { MarketPack } from '../../../contract/market'

type Decision = Data<'/loan/orderInfo'>['decision']

/** A written-off loan is still owed: the borrower sees what is left and how to pay it. */
const STILL_OWED: readonly number[] = [ORDER_STATUS.repaying, ORDER_STATUS.writtenOff]

export async function loanProgress(db: Db, userId: number, now: Date): Promise<Data<'/loan/getLoanProgress'>> {
  const [order] = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(1)
  if (!order) return null
  const digits = (await marketOfApp(db, order.appId)).market.minorDigits
  return {
    status: order.status,
    orderId: order.id,
    applyAmount: toMajor(order.principalMinor, digits),
    // What is left to withdraw: nothing once the money is out, which is why Home shows `outstanding` then.
    balance: toMajor(order.balanceMinor, digits),
    contract: order.termsHash,
    ...(STILL_OWED.includes(order.status) ? await repayingSummary(db, order.id, now) : {}),
    ...(await reapplyWait(db, order, now)),
  }
}

/** The refusal's reapply date while the borrower's day is still before it; nothing once it has come. */
async function reapplyWait(db: Db, order: OrderRow, now: Date): Promise<{ reapplyAfter?: string }> {
  const reapplyAfter = await pendingReapplyDate(db, order, now)
  return reapplyAfter ? { reapplyAfter } : {}
}

type ListedOrder = { orderId: number; appId: number; appName: string; appLogo: string; status: number; principalMinor: number; createdAt: string }

/** The borrower's orders, newest first, read with the session in one round trip. */
const orderListRead = sessionStatement('session_order_list', () => ({
  orders: sql<ListedOrder[]>`(select coalesce(json_agg(json_build_object('orderId', ${orders.id}, 'appId', ${orders.appId}, 'appName', ${apps.name}, 'appLogo', ${apps.logo}, 'status', ${orders.status}, 'principalMinor', ${orders.principalMinor}, 'createdAt', ${orders.createdAt}) order by ${orders.id} desc), '[]'::json) from ${orders} join ${apps} on ${apps.id} = ${orders.appId} where ${orders.userId} = ${sessions.userId})`,
}))

export async function orderList(db: Db, claim: SessionClaim): Promise<Data<'/loan/getUserOrderList'>> {
  const { row } = await readWithSession(db, orderListRead, claim)
  const digitsOf = async (appId: number) => (await marketOfApp(db, appId)).market.minorDigits
  return Promise.all(row.orders.map(async ({ principalMinor, createdAt, ...order }) => ({ ...order, principal: toMajor(principalMinor, await digitsOf(order.appId)), applyTime: new Date(createdAt).toISOString() })))
}

async function ownOrder(db: Db, userId: number, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
  if (!order) throw new ApiError(40007)
  return order
}

/** What /loan/orderInfo reads of one order, as JSON: the order's columns it answers, its product's, its schedule and payouts. */
type OrderInfoRow = {
  id: number
  appId: number
  status: number
  principalMinor: number
  quote: { total: number; apr: number; monthlyEffectivePercent?: number; disclosed?: DisclosedRate; schedule: readonly unknown[] }
  createdAt: string
  rate: number
  periods: number
  balanceMinor: number
  periodUnit: string
  dueDay: unknown
  decision: Decision | null
  appName: string
  companyId: number
  schedule: PeriodRow[]
  payouts: Parameters<typeof orderMoneyView>[2]
  /** The lender's config rows, for the ways to pay a loan still owed (STILL_OWED); null otherwise. */
  configs: ConfigRow[] | null
}

/** The order, when it is the session's borrower's, read with the session in one round trip. */
const orderInfoRead = sessionStatement('session_order_info', () => {
  const o = orders
  const fields = sql`json_build_object('id', ${o.id}, 'appId', ${o.appId}, 'status', ${o.status}, 'principalMinor', ${o.principalMinor}, 'quote', ${o.quote}, 'createdAt', ${o.createdAt}, 'rate', ${o.rate}, 'periods', ${o.periods}, 'balanceMinor', ${o.balanceMinor}, 'periodUnit', ${o.periodUnit}, 'dueDay', ${o.dueDay}, 'decision', ${o.decision}, 'appName', ${apps.name}, 'companyId', ${apps.companyId}, 'schedule', ${periodsJson(o.id)}, 'payouts', ${loanPayoutsJson(o.id)}, 'configs', case when ${o.status} in (${sql.join(STILL_OWED.map((status) => sql.raw(String(status))), sql`, `)}) then ${companyConfigRowsJson(apps.companyId)} end)`
  return {
    realName: users.realName,
    order: sql<OrderInfoRow | null>`(select ${fields} from ${o} join ${apps} on ${apps.id} = ${o.appId} where ${o.id} = ${sql.placeholder('orderId')} and ${o.userId} = ${sessions.userId})`,
  }
})

export async function orderInfo(db: Db, claim: SessionClaim, orderId: number, payments: PaymentProvider): Promise<Data<'/loan/orderInfo'>> {
  const { row } = await readWithSession(db, orderInfoRead, claim, { orderId })
  const { order } = row
  if (!order) throw new ApiError(40007)
  const market = await marketOfCompany(db, order.companyId)
  const digits = market.minorDigits
  return {
    orderId: order.id,
    appId: order.appId,
    appName: order.appName,
    status: order.status,
    principal: toMajor(order.principalMinor, digits),
    total: order.quote.total,
    applyTime: new Date(order.createdAt).toISOString(),
    rate: order.rate,
    periodDays: order.periods,
    balance: toMajor(order.balanceMinor, digits),
    realName: row.realName,
    decision: order.decision ?? null,
    repayments: { count: order.quote.schedule.length, cadence: cadenceOf(order.periodUnit as PeriodUnit, order.quote.schedule.length, order.periods) },
    disclosed: disclosedRate(market.disclosure, {
      aprPercent: order.quote.apr,
      ...(order.quote.monthlyEffectivePercent === undefined ? {} : { monthlyEffectivePercent: order.quote.monthlyEffectivePercent }),
      ...(order.quote.disclosed?.name === 'dailyCost' ? { dailyCostPercent: order.quote.disclosed.percent } : {}),
    }),
    ...orderMoneyView(order, order.schedule, order.payouts, market, claim.now),
    ...(order.configs ? { paymentMethods: paymentMethodsOfOrder(order.configs, market, payments) } : {}),
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
    html: renderContractHtml(parsed.data, { locale, timeZone: market.timeZone, accepted, market }),
    acceptedAt: order.acceptedAt?.toISOString() ?? null,
    signature,
  }
}

// The e-wallet carries the wallets its market offers to pick from, the virtual account its banks, a counter code its chains, the default first.
function paymentMethodsOfOrder(configRows: readonly ConfigRow[], market: MarketPack, payments: PaymentProvider) {
  const digits = market.minorDigits
  const wallets = market.paymentWallets.length > 0 ? { wallets: [...market.paymentWallets] } : {}
  const banks = market.paymentBanks.length > 0 ? { banks: [...market.paymentBanks] } : {}
  const chains = market.paymentCounterChains.length > 0 ? { chains: [...market.paymentCounterChains] } : {}
  return paymentMethodsIn(configsFrom(configRows, market), market, payments).map(({ method, maxMinor }) => ({
    method,
    maxAmount: toMajor(maxMinor, digits),
    ...(method === 'ewallet' ? wallets : method === 'va' ? banks : method === 'otc' ? chains : {}),
  }))
}
