// The tenant rule, written once: every row belongs to one company (one lender). A borrower
// through users.company_id (set at sign-up through that company's app), an order through its
// product (orders.app_id → apps.company_id), disbursements, repayments and ledger lines through
// their order, a staff member through staff_users.company_id. Borrower and staff queries that
// could reach another company's rows filter with these conditions; a single row asked for by id
// in another company answers 40007, as an id that does not exist, so nothing says it does.
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { ApiError } from '../../../contract/api-error'
import type { Db } from '../../db/client'
import { apps, orders, users } from '../../db/schema'

/** Apps (products) of the company. */
export function appsOfCompany(companyId: number): SQL {
  return eq(apps.companyId, companyId)
}

/** Borrowers of the company. */
export function usersOfCompany(companyId: number): SQL {
  return eq(users.companyId, companyId)
}

/**
 * Orders of the company's products, for a query that reads `orders` itself: the planner knows
 * how many orders each product has, where it cannot tell how many an `in (select … orders …)` keeps.
 */
export function ordersOfCompany(companyId: number): SQL {
  return sql`${orders.appId} in (select ${apps.id} from ${apps} where ${apps.companyId} = ${companyId})`
}

/** Rows whose order id (`column`: orders.id, disbursements.order_id, ledger_lines.order_id…) is an order of the company's products. */
export function ofCompanyOrders(column: AnyPgColumn, companyId: number): SQL {
  return sql`${column} in (select ${orders.id} from ${orders} inner join ${apps} on ${apps.id} = ${orders.appId} where ${apps.companyId} = ${companyId})`
}

/** The app, when it is one of the company's; 40007 for an unknown app or another company's. */
export async function requireAppOfCompany(db: Db, appId: number, companyId: number): Promise<void> {
  const [app] = await db.select({ id: apps.id }).from(apps).where(and(eq(apps.id, appId), appsOfCompany(companyId)))
  if (!app) throw new ApiError(40007, { fields: ['appId'] })
}

/** The order, when it is one of the company's; 40007 otherwise. */
export async function requireOrderOfCompany(db: Db, orderId: number, companyId: number): Promise<void> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), ofCompanyOrders(orders.id, companyId)))
  if (!order) throw new ApiError(40007)
}

/** The company a borrower belongs to. */
export async function companyOfUser(db: Db, userId: number): Promise<number> {
  const [user] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId))
  if (!user) throw new ApiError(10008)
  return user.companyId
}

/** The company of the order's product, or null for no such order. */
export async function companyOfOrder(db: Db, orderId: number): Promise<number | null> {
  const [row] = await db.select({ companyId: apps.companyId }).from(orders).innerJoin(apps, eq(apps.id, orders.appId)).where(eq(orders.id, orderId))
  return row?.companyId ?? null
}
