// What staff need beside a ticket to answer it: who wrote (name, phone to its last four digits),
// their latest loan, and the date the answer is due by the service days in force.
import { desc, inArray } from 'drizzle-orm'
import type { TicketContext } from '../../../../contract/admin/schemas/tickets'
import { ticketAnswerDue, ticketServiceDays } from '../../../../contract/ticket-answer-due'
import { maskTail } from '../../../../contract/validation'
import type { Db } from '../../../db/client'
import { orders, users } from '../../../db/schema'
import { companyConfigsOf } from '../../configs/company-configs'
import { marketOfCompany } from '../../markets/company-market'

type TicketLike = { userId: number; createdAt: Date }

/** One context per ticket, in the tickets' order; three queries whatever their number. */
export async function ticketContexts(db: Db, companyId: number, list: TicketLike[]): Promise<TicketContext[]> {
  if (list.length === 0) return []
  const userIds = [...new Set(list.map((t) => t.userId))]
  const [market, configs, people, loans] = await Promise.all([
    marketOfCompany(db, companyId),
    companyConfigsOf(db, companyId),
    db.select({ id: users.id, mobile: users.mobile, realName: users.realName }).from(users).where(inArray(users.id, userIds)),
    db.select({ id: orders.id, userId: orders.userId, status: orders.status }).from(orders).where(inArray(orders.userId, userIds)).orderBy(desc(orders.id)),
  ])
  const serviceDays = ticketServiceDays(configs.TICKET_SERVICE_DAYS)
  const person = new Map(people.map((p) => [p.id, p]))
  const latestLoan = new Map<number, { orderId: number; status: number }>()
  for (const loan of loans) if (!latestLoan.has(loan.userId)) latestLoan.set(loan.userId, { orderId: loan.id, status: loan.status })
  return list.map((t) => {
    const p = person.get(t.userId)
    return {
      borrowerName: p?.realName ?? null,
      mobileMasked: maskTail(p?.mobile ?? ''),
      loan: latestLoan.get(t.userId) ?? null,
      answerDue: ticketAnswerDue(t.createdAt, serviceDays, market.timeZone, market.contactHours),
    }
  })
}
