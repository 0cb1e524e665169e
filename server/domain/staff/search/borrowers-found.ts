// The company's borrowers a staff search finds (contract/admin/staff-search.ts reads the query),
// as one subquery of user ids for `users.id in (…)`. Each way of finding them is its own index
// lookup, put together with UNION ALL: an OR of them in one WHERE reads every borrower row
// instead (docs/scaling.md).
import { type SQL, sql } from 'drizzle-orm'
import type { StaffSearch } from '../../../../contract/admin/staff-search'
import { orders, userNameStarts, users } from '../../../db/schema'
import { ordersOfCompany, usersOfCompany } from '../../tenancy/company-scope'

export function borrowersFound(companyId: number, search: StaffSearch): SQL {
  const parts: SQL[] = []
  if (search.kind === 'name') parts.push(namedLike(companyId, search.name))
  else {
    if (search.phones.length > 0) {
      const phones = sql.join(search.phones.map((p) => sql`${p}`), sql`, `)
      parts.push(sql`select ${users.id} from ${users} where ${usersOfCompany(companyId)} and ${users.mobile} in (${phones})`)
    }
    if (search.orderId !== null) parts.push(sql`select ${orders.userId} from ${orders} where ${orders.id} = ${search.orderId} and ${ordersOfCompany(companyId)}`)
  }
  return parts.length === 0 ? sql`(select null::int where false)` : sql`(${sql.join(parts, sql` union all `)})`
}

/**
 * Borrowers with a word of the name starting what was typed, read on from there ("Jaidee",
 * "somchai jai"): one range of user_name_starts, normalised as its trigger writes it.
 */
export function namedLike(companyId: number, name: string): SQL {
  const typed = name.replace(/[\\%_]/g, (c) => `\\${c}`)
  return sql`select ${userNameStarts.userId} from ${userNameStarts} where ${userNameStarts.companyId} = ${companyId} and ${userNameStarts.nameFrom} like lower(${typed}) || '%'`
}
