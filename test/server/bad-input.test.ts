import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS, type EndpointPath } from '../../contract/endpoints'
import { isErrorCode } from '../../contract/error-codes'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await startTestApp()
  token = (await t.registerUser()).token
})
afterAll(() => t.close())

const mounted = (Object.keys(ENDPOINTS) as EndpointPath[]).filter((path) => path !== '/user/logout')

const hostile = fc.oneof(
  fc.anything(),
  fc.dictionary(
    fc.constantFrom('mobile', 'password', 'smsCode', 'appId', 'companyId', 'platform', 'amt', 'loanOrderId', 'telemarketingCode'),
    fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.constant("'; drop table users; --"), fc.constant('<script>alert(1)</script>')),
  ),
)

describe('bad input', () => {
  it.each(mounted)('%s answers every random body with HTTP 200 and a catalogue code', async (path) => {
    await fc.assert(
      fc.asyncProperty(hostile, fc.boolean(), async (body, authed) => {
        const answer = await t.api.raw(path, JSON.stringify(body) ?? 'null', authed ? { token } : {})
        expect(answer.status).toBe(200)
        expect(answer.code === 0 || isErrorCode(answer.code)).toBe(true)
      }),
      { numRuns: 25 },
    )
  })

  it('answers a body that is not JSON at all with 10004', async () => {
    for (const body of ['', 'not json', '[1,2', '\u0000\u0001']) {
      const answer = await t.api.raw('/user/login', body)
      expect(answer.status).toBe(200)
      expect([10004]).toContain(answer.code)
    }
  })
})
