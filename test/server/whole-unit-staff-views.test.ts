// The staff views in a currency written whole (no minor unit, as the rupiah on the wire): the Thai
// demo lender's market is its real pack with `minorDigits: 0`, so an amount staff type is kept as
// that many minor units and comes back unscaled, and what the book holds is shown without a division.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { marketPack, marketProfile } from '../../contract/market'
import { auditLog } from '../../server/db/schema'
import { portfolioCsv } from '../../server/domain/staff/reports/portfolio-csv'
import { borrowerWithHistory } from '../support/borrower-history'
import { BOOK_NOW, bookPortfolio } from '../support/portfolio-book'
import { adminClient, setFourEyes, staffSession } from '../support/staff'
import { DEMO, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
type Session = Awaited<ReturnType<typeof staffSession>>
let collector: Session
let money: Session
// The registered Thai pack and profile say 0 digits for this file's app only (each app has its own
// database, and the market of a company is read once per database); put back after. Server tests share
// modules (isolate: false), which rules out vi.mock, and the registry takes no second pack for a code.
const thai = [marketPack('TH'), marketProfile('TH')] as const
const digits = thai.map((m) => m.minorDigits)
beforeAll(async () => {
  for (const m of thai) Object.assign(m, { minorDigits: 0 })
  t = await startTestApp()
  t.clock.now = new Date(BOOK_NOW)
  admin = adminClient(t.app)
  ;[collector, money] = await Promise.all([staffSession(t, ['collections']), staffSession(t, ['money'])])
  await setFourEyes(t.database.db, DEMO.companyId, [])
})
afterAll(async () => {
  await t.close()
  thai.forEach((m, i) => Object.assign(m, { minorDigits: digits[i] }))
})

describe('staff views in a currency without a minor unit', () => {
  it('keeps a waiver typed in whole units as that many minor units, and the loan view shows it and the balances it moved unscaled', async () => {
    const b = await borrowerWithHistory(t, { days: 40, staffId: collector.id })
    const asked = await admin.call('/waiver/request', { orderId: b.orderId, period: 2, amount: 30, reason: 'hardship', note: 'Agreed on the phone' }, money.token)
    expect(asked).toMatchObject({ code: 0, data: { approvalId: null } })
    const audited = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'order'), eq(auditLog.recordId, String(b.orderId)), eq(auditLog.action, 'waive_charges')))
    expect(audited.map((a) => a.after)).toContainEqual(expect.objectContaining({ period: 2, amountMinor: 30 }))

    const { code, data } = await admin.call('/borrowers/view', { userId: b.userId }, collector.token)
    expect(code).toBe(0)
    const [loan] = data.loans
    // The book in minor units (borrower-history.ts): 300,000 lent, 320,000 receivable less 50,000 paid and the 30 waived.
    expect(loan).toMatchObject({ principal: 300_000, balances: { receivable: 269_970, borrowerCredit: 2_000 }, outstanding: 269_970 })
    expect(loan?.schedule[1]).toMatchObject({ period: 2, amount: 159_970, paid: 0, owed: 159_970 })
    expect(loan?.waivers).toContainEqual(expect.objectContaining({ period: 2, amount: 30, reason: 'hardship' }))
    expect(loan?.promises).toEqual([expect.objectContaining({ amount: 110_000 })])
  })

  it('refuses a waiver with decimals the currency does not have as bad input (10004), changing nothing', async () => {
    const b = await borrowerWithHistory(t, { days: 40, staffId: collector.id })
    const asked = await admin.call('/waiver/request', { orderId: b.orderId, period: 2, amount: 12.5, reason: 'hardship', note: 'Agreed on the phone' }, money.token)
    expect(asked.code).toBe(10004)
    const loan = (await admin.call('/borrowers/view', { userId: b.userId }, collector.token)).data.loans[0]
    expect(loan?.balances.receivable).toBe(270_000)
  })

  it('writes the portfolio CSV in whole units, with no decimal part', async () => {
    const book = await bookPortfolio(t, collector.id)
    const parts: string[] = []
    for await (const part of await portfolioCsv(t.database.db, DEMO.companyId, { from: '2026-10-01', to: '2026-10-31' })) parts.push(part)
    const lines = parts.join('').trim().split('\r\n')
    // Loan A of the hand-computed book (portfolio-book.ts): 9,000.00 lent, 3,300.00 due in October, 6,000.00 owed, in minor units.
    expect(lines).toContain(`${book.A.orderId},Jackey Cash,2026-08-01,900000,0,330000,600000,30,1-30,`)
  })
})
