// A market whose bureau gives its file format to members only (Indonesia's SLIK and private
// bureaus: docs/credit-bureau.md) makes no monthly file: the staff page says the file awaits the
// lender's membership, a download is refused with its code (never a 5xx), and the month-end job
// passes the company by; the markets with a published layout keep theirs.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_CREDIT_FILE, ADMIN_CREDIT_FILE_CORRECTION } from '../../contract/admin/endpoints'
import { MARKETS } from '../../contract/market'
import { BUILT_IN_DEMO_LENDERS } from '../../contract/market/built-in-demo-lenders.gen'
import { creditFiles } from '../../server/db/schema'
import { snapshotEndedMonths } from '../../server/domain/staff/reports/credit-file-snapshots'
import { adminClient, staffSession } from '../support/staff'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
const indonesia = BUILT_IN_DEMO_LENDERS.ID.company.id

beforeAll(async () => {
  t = await startTestApp()
  t.clock.now = new Date('2026-11-20T03:00:00Z')
  admin = adminClient(t.app)
})
afterAll(() => t.close())

describe('the credit-bureau file of a market whose bureau publishes no format', () => {
  it('is named by no layout in the Indonesian pack, while Thailand and the Philippines name theirs', () => {
    expect(MARKETS.ID.creditBureau.fileLayout).toBeNull()
    expect(MARKETS.TH.creditBureau.fileLayout).toBe('ncb-csv')
    expect(MARKETS.PH.creditBureau.fileLayout).toBe('cic-csdf')
  })

  it('tells the staff page that the file awaits membership, and the other markets that it does not', async () => {
    for (const [companyId, awaits] of [[indonesia, true], [BUILT_IN_DEMO_LENDERS.TH.company.id, false], [BUILT_IN_DEMO_LENDERS.PH.company.id, false]] as const) {
      const staff = await staffSession(t, ['money'], { companyId })
      const answer = await admin.call('/reports/creditFiles', { month: '2026-10' }, staff.token)
      expect(answer.code).toBe(0)
      expect(answer.data).toEqual({ awaitsMembership: awaits, files: [] })
    }
  })

  it('refuses the monthly file and a correction with 40107, not a 5xx, and keeps nothing', async () => {
    const staff = await staffSession(t, ['money'], { companyId: indonesia })
    for (const url of [ADMIN_CREDIT_FILE, ADMIN_CREDIT_FILE_CORRECTION]) {
      const response = await t.app.request(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: staff.token }, body: JSON.stringify({ month: '2026-10' }) })
      expect(response.status).toBe(200)
      expect(((await response.json()) as { code: number }).code).toBe(40107)
    }
    expect(await t.database.db.select().from(creditFiles).where(eq(creditFiles.companyId, indonesia))).toEqual([])
  })

  it('is passed by at the month end without an error, while the other companies get theirs', async () => {
    const skipped = await snapshotEndedMonths(t.database.db, new Date('2026-11-20T03:00:00Z'), 3_600_000)
    expect(skipped).not.toContain(indonesia)
    const made = await t.database.db.select({ companyId: creditFiles.companyId }).from(creditFiles)
    expect(made.map((f) => f.companyId)).not.toContain(indonesia)
    expect(new Set(made.map((f) => f.companyId))).toEqual(new Set([BUILT_IN_DEMO_LENDERS.TH.company.id, BUILT_IN_DEMO_LENDERS.PH.company.id]))
  })
})
