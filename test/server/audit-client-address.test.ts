// The audit log keeps where a staff action came from, read as the server reads a client's address
// for its rate limits (server/app.ts clientIp): behind a trusted proxy, the address it appended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_PREFIX } from '../../contract/admin/endpoints'
import type { AuditEntry } from '../../contract/admin/schemas/audit'
import { recordAudit } from '../../server/domain/audit/audit-log'
import { adminClient, setFourEyes, staffSession } from '../support/staff'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let boss: Awaited<ReturnType<typeof staffSession>>
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } })
  boss = await staffSession(t, ['config', 'admin'])
  await setFourEyes(t.database.db, 1, [])
})
afterAll(() => t.close())

/** A staff call as it arrives through the proxy: the client wrote the first entry, the proxy appended the last. */
async function callFrom(address: string, path: string, body: unknown): Promise<{ code: number; data: unknown }> {
  const response = await t.app.request(`${ADMIN_PREFIX}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: boss.token, 'x-forwarded-for': `10.9.9.9, ${address}` },
    body: JSON.stringify(body),
  })
  return (await response.json()) as { code: number; data: unknown }
}

const setFaq = (address: string, value: string) => callFrom(address, '/config/company/set', { companyId: 1, key: 'FAQ', value })

describe("the audit log's client address", () => {
  it('records the address the trusted proxy saw for each staff action, not the one the client wrote', async () => {
    expect((await setFaq('203.0.113.7', 'FAQ one')).code).toBe(0)
    expect((await setFaq('2001:db8::42', 'FAQ two')).code).toBe(0)
    const [latest, before] = (await callFrom('203.0.113.7', '/audit/list', { action: 'set_company_config', limit: 2 })).data as AuditEntry[]
    expect(latest).toMatchObject({ after: 'FAQ two', clientAddress: '2001:db8::42' })
    expect(before).toMatchObject({ after: 'FAQ one', clientAddress: '203.0.113.7' })
  })

  it('narrows the list to one address, beside the event type', async () => {
    expect((await setFaq('198.51.100.20', 'FAQ three')).code).toBe(0)
    const fromThere = (await callFrom('203.0.113.7', '/audit/list', { address: '198.51.100.20' })).data as AuditEntry[]
    expect(fromThere.map((e) => [e.action, e.after, e.clientAddress])).toEqual([['set_company_config', 'FAQ three', '198.51.100.20']])
    expect((await callFrom('203.0.113.7', '/audit/list', { address: '198.51.100.20', action: 'approve' })).data).toEqual([])
    expect((await callFrom('203.0.113.7', '/audit/list', { address: '10.9.9.9' })).data).toEqual([])
  })

  it('keeps no address for what no staff request did (the CLI, jobs)', async () => {
    await recordAudit(t.database.db, { staffId: null, action: 'create_staff', recordType: 'staff', recordId: boss.id, at: t.clock.now })
    const [entry] = (await callFrom('203.0.113.7', '/audit/list', { action: 'create_staff', limit: 1 })).data as AuditEntry[]
    expect(entry?.clientAddress).toBeNull()
  })

  it('refuses an address filter that is not one short line, with a code', async () => {
    expect((await callFrom('203.0.113.7', '/audit/list', { address: 'x'.repeat(46) })).code).toBe(10004)
  })
})

describe('without a trusted proxy', () => {
  it('ignores the forwarded header a client wrote', async () => {
    const direct = await startTestApp()
    try {
      const staff = await staffSession(direct, ['config'])
      await setFourEyes(direct.database.db, 1, [])
      const response = await direct.app.request(`${ADMIN_PREFIX}/config/company/set`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: staff.token, 'x-forwarded-for': '203.0.113.99' },
        body: JSON.stringify({ companyId: 1, key: 'FAQ', value: 'direct' }),
      })
      expect(((await response.json()) as { code: number }).code).toBe(0)
      const [entry] = (await adminClient(direct.app).call('/audit/list', { action: 'set_company_config', limit: 1 }, staff.token)).data
      expect(entry?.clientAddress).not.toBe('203.0.113.99')
    } finally {
      await direct.close()
    }
  })
})
