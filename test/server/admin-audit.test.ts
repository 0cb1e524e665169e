import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_ENDPOINTS, type AdminPath } from '../../contract/admin/endpoints'
import type { AuditEntry } from '../../contract/admin/schemas/audit'
import { auditCsv, csvField } from '../../server/domain/audit/audit-csv'
import { fundsReadyOrder, PIN } from '../support/money'
import { adminClient, orderInReview, SECRET_PATTERN, setFourEyes, staffSession, userIdOf } from '../support/staff'
import { startTestApp, type TestApp } from '../support/test-app'
import { newFailingAccount } from '../support/profile'

let t: TestApp
let admin: ReturnType<typeof adminClient>
let boss: Awaited<ReturnType<typeof staffSession>>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
  boss = await staffSession(t, ['reviewer', 'money', 'config', 'support', 'collections', 'admin'])
  // Changes here take effect at once; four-eyes has its own tests (admin-approvals).
  await setFourEyes(t.database.db, 1, [])
})
afterAll(() => t.close())

async function viewPhoto(userId: number) {
  const response = await admin.get(`/files/${userId}/frontImage`, boss.token)
  return { code: response.status === 200 ? 0 : response.status }
}

const latest = async () => (await admin.call('/audit/list', { limit: 1 }, boss.token)).data[0]

describe('the audit log', () => {
  it('records every staff change and every view of a photo or full number, with who and when', async () => {
    const first = await orderInReview(t)
    const second = await orderInReview(t)
    const userId = await userIdOf(t, first.mobile)
    const failed = await fundsReadyOrder(t, 100_000, newFailingAccount())
    await t.api.call('/user/withdraw', { loanOrderId: failed.orderId, password: PIN, withdrawAmount: 100_000, bankcard: failed.cardNo }, { token: failed.token })
    await t.api.call('/sandbox/payouts/settle', {})
    await t.api.call('/user/bank/binding', { bankName: '004', cardNo: '2222222222' }, { token: failed.token })
    const [disbursement] = (await admin.call('/money/disbursements', { status: 'failed' }, boss.token)).data

    const steps: [string, () => Promise<{ code: number }>, Partial<AuditEntry>][] = [
      ['approve', () => admin.call('/review/approve', { orderId: first.orderId, note: 'Checked the payslip' }, boss.token), { recordType: 'order', recordId: String(first.orderId) }],
      ['refuse', () => admin.call('/review/refuse', { orderId: second.orderId, reasons: ['open_loan'], reapplyAfter: '2099-01-01', note: 'Checked the statements' }, boss.token), { recordType: 'order', recordId: String(second.orderId) }],
      ['reveal', () => admin.call('/borrowers/reveal', { userId, field: 'identity' }, boss.token), { recordType: 'user', after: { field: 'identity' } }],
      ['view_photo', () => viewPhoto(userId), { recordType: 'user', after: { field: 'frontImage' } }],
      ['hold', () => admin.call('/borrowers/hold', { userId, reason: 'verify_bank_account', note: 'Name differs on the statement' }, boss.token), { recordType: 'user', after: { holdReason: 'verify_bank_account' } }],
      ['lift_hold', () => admin.call('/borrowers/liftHold', { userId }, boss.token), { recordType: 'user', before: { holdReason: 'verify_bank_account' } }],
      ['retry_disbursement', () => admin.call('/money/retry', { disbursementId: disbursement?.id ?? 0 }, boss.token), { recordType: 'disbursement' }],
      ['create_period_config', () => admin.call('/config/period/save', { appId: 1, periods: 3, rate: 900 }, boss.token), { recordType: 'period_config' }],
      ['update_product', () => admin.call('/config/product/save', { appId: 2, name: 'Jackey Mini', minAmount: 80_000, maxAmount: 300_000, step: 10_000, defaultRate: 700, disabled: false }, boss.token), { recordType: 'app', recordId: '2' }],
      ['set_company_config', () => admin.call('/config/company/set', { companyId: 1, key: 'FAQ', value: 'New FAQ' }, boss.token), { recordType: 'company_config', before: expect.any(String), after: 'New FAQ' }],
    ]
    for (const [action, run, expected] of steps) {
      t.clock.advance(1000)
      expect((await run()).code, action).toBe(0)
      expect(await latest(), action).toMatchObject({ action, staffId: boss.id, staffName: boss.name, at: t.clock.now.toISOString(), ...expected })
    }
  })

  it('writes nothing for a refused change', async () => {
    const before = await latest()
    expect((await admin.call('/config/period/save', { appId: 1, periods: 2, rate: 5000 }, boss.token)).code).toBe(10004)
    expect(await latest()).toEqual(before)
  })

  it("narrows the list to one event type, and names the lender's currency for its amounts", async () => {
    const approvals = await admin.call('/audit/list', { action: 'approve' }, boss.token)
    expect(approvals.data.length).toBeGreaterThan(0)
    expect(approvals.data.every((e) => e.action === 'approve' && e.currency === 'THB')).toBe(true)
    const all = await admin.call('/audit/list', {}, boss.token)
    expect(all.data.length).toBeGreaterThan(approvals.data.length)
    expect((await admin.call('/audit/list', { action: 'no_such_event' }, boss.token)).data).toEqual([])
  })

  it('refuses an event type that is not one line of text', async () => {
    expect((await admin.call('/audit/list', { action: 'a'.repeat(61) }, boss.token)).code).toBe(10004)
  })

  it('pages back from an entry, newest first', async () => {
    const page = await admin.call('/audit/list', { limit: 3 }, boss.token)
    const next = await admin.call('/audit/list', { limit: 3, beforeId: page.data.at(-1)?.id }, boss.token)
    const ids = [...page.data, ...next.data].map((e) => e.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(new Set(ids).size).toBe(6)
  })
})

describe('the CSV export', () => {
  it('downloads the whole log, oldest first, with the staff token only', async () => {
    expect((await admin.get('/audit.csv')).status).toBe(401)
    const response = await admin.get('/audit.csv', boss.token)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = (await response.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('id,at,staff,action,record_type,record_id,before,after,client_address')
    expect(lines.length).toBeGreaterThan(10)
    expect(lines[1]).toMatch(/^1,.*,cli,create_staff,staff,1,,/)
  })

  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvField('+1')).toBe("'+1")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
  })

  it('puts before and after as JSON in one field each', () => {
    const entry: AuditEntry = { id: 7, at: '2026-11-22T00:00:00.000Z', staffId: 2, staffName: 'ann', action: 'set_company_config', recordType: 'company_config', recordId: '1:FAQ', before: 'a, "b"', after: { x: 1 }, clientAddress: '203.0.113.9', currency: 'THB' }
    expect(auditCsv([entry])).toBe(
      'id,at,staff,action,record_type,record_id,before,after,client_address\r\n7,2026-11-22T00:00:00.000Z,ann,set_company_config,company_config,1:FAQ,"""a, \\""b\\""""","{""x"":1}",203.0.113.9\r\n',
    )
  })
})

describe('borrower secrets', () => {
  it('never appear in any staff answer', async () => {
    const borrower = await orderInReview(t)
    const userId = await userIdOf(t, borrower.mobile)
    const bodies: Record<AdminPath, unknown> = {
      '/login': { name: boss.name, password: boss.password },
      '/logout': null,
      '/me': {},
      '/review/queue': {},
      '/review/order': { orderId: borrower.orderId },
      '/review/approve': null,
      '/review/refuse': null,
      '/kyc/list': {},
      '/kyc/decide': null,
      '/review/secondLooks': {},
      '/review/secondLook': null,
      '/borrowers/search': { query: borrower.mobile },
      '/borrowers/timeline': { userId },
      '/borrowers/view': { userId },
      '/borrowers/reveal': { userId, field: 'mobile' },
      '/borrowers/hold': null,
      '/borrowers/liftHold': null,
      '/borrowers/holdsToReview': {},
      '/borrowers/reviewHold': null,
      '/money/disbursements': {},
      '/money/retry': null,
      '/money/repayments': {},
      '/money/reconciliation': {},
      '/money/mismatches': {},
      '/money/mismatches/resolve': null,
      '/money/mismatches/check': { day: '2026-01-01' },
      '/money/paymentReports': {},
      '/money/paymentReports/candidates': null,
      '/money/paymentReports/match': null,
      '/money/paymentReports/notFound': null,
      '/config/products': {},
      '/config/product/save': null,
      '/config/period/save': null,
      '/config/company': { companyId: 1 },
      '/config/company/set': null,
      '/config/versions': {},
      '/audit/list': { limit: 500 },
      '/approvals/list': {},
      '/approvals/approve': null,
      '/approvals/reject': null,
      '/writeoff/request': null,
      '/staff/roles/request': null,
      '/staff/list': {},
      '/staff/create': null,
      '/staff/disable': null,
      '/waiver/request': null,
      '/posting/request': null,
      '/money/retryOtherAccount': null,
      '/collections/list': {},
      '/collections/case': null,
      '/collections/assign': null,
      '/collections/contact': null,
      '/collections/reveal': null,
      '/collections/resolveCase': null,
      '/tickets/list': {},
      '/tickets/view': null,
      '/tickets/reply': null,
      '/tickets/setStatus': null,
      '/reports/portfolio': { from: '2026-01-01', to: '2026-12-31' },
      '/reports/ledgerTie': { from: '2026-01-01', to: '2026-12-31' },
      '/reports/creditFiles': { month: '2026-10' },
      '/risk/scorecard': {},
      '/risk/scorecard/save': null,
      '/risk/monitor': { from: '2026-01-01', to: '2026-12-31' },
    }
    for (const [path, body] of Object.entries(bodies)) {
      if (body === null || !(path in ADMIN_ENDPOINTS)) continue
      const answer = await admin.raw(path, body, boss.token)
      expect(answer.code, path).toBe(0)
      expect(answer.text, path).not.toMatch(SECRET_PATTERN)
    }
    const csv = await (await admin.get('/audit.csv', boss.token)).text()
    expect(csv).not.toMatch(SECRET_PATTERN)
  })
})

describe('the audit log in the database', () => {
  it('refuses to change or delete a recorded line', async () => {
    const { auditLog } = await import('../../server/db/schema')
    const db = t.database.db
    await db.insert(auditLog).values({ action: 'test', recordType: 'test', recordId: '1', at: new Date() })
    await expect(db.update(auditLog).set({ action: 'tampered' })).rejects.toThrow()
    await expect(db.delete(auditLog)).rejects.toThrow()
  })
})
