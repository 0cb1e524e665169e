// One-time codes through the real gateways' adapters, each against a local simulator of its API,
// in one app: a Thai number through ThaiBulkSMS, a Philippine one through Semaphore.
import { desc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { sandboxSms, smsMessages } from '../../server/db/schema'
import { LINK_LIKE } from '../../server/domain/accounts/sms-text'
import { startSemaphoreSimulator, type SemaphoreSimulator } from '../support/semaphore-simulator'
import { DEMO, DEMO_PH, e164, newPhone, startTestApp, type TestApp } from '../support/test-app'
import { startThaiBulkSmsSimulator, type ThaiBulkSmsSimulator } from '../support/thaibulksms-simulator'

const codeIn = (text: string) => /\d{6}/.exec(text)?.[0] ?? ''

describe('SMS through each market\'s gateway', () => {
  let semaphore: SemaphoreSimulator
  let thai: ThaiBulkSmsSimulator
  let t: TestApp
  const written: string[] = []
  beforeAll(async () => {
    semaphore = await startSemaphoreSimulator()
    thai = await startThaiBulkSmsSimulator()
    t = await startTestApp({
      env: {
        LOG_LEVEL: 'info',
        SMS_PROVIDER: 'routed',
        // Long enough for a first send on a busy two-core machine, short beside the held answer below.
        PROVIDER_TIMEOUT_MS: '2000',
        SEMAPHORE_BASE_URL: semaphore.url,
        SEMAPHORE_API_KEY: semaphore.apiKey,
        SEMAPHORE_SENDER_NAME: 'JackeyPeso',
        THAIBULKSMS_BASE_URL: thai.url,
        THAIBULKSMS_API_KEY: thai.apiKey,
        THAIBULKSMS_API_SECRET: thai.apiSecret,
        THAIBULKSMS_SENDER: 'JackeyCash',
      },
    })
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk))
      return true
    })
  })
  afterEach(() => {
    semaphore.failSendsWith = null
    thai.failSendsWith = null
    thai.holdAnswersMs = 0
    written.length = 0
  })
  afterAll(async () => {
    vi.restoreAllMocks()
    await t.close()
    await semaphore.close()
    await thai.close()
  })

  const lastRecord = async (mobile: string) => (await t.database.db.select().from(smsMessages).where(eq(smsMessages.mobile, e164(mobile))).orderBy(desc(smsMessages.id)).limit(1))[0]

  it('texts a Thai borrower in Thai through ThaiBulkSMS, signed by the lender, without a link', async () => {
    const mobile = newPhone('TH')
    expect((await t.api.call('/sms/register', { mobile, ...DEMO })).code).toBe(0)
    const sent = thai.texts.at(-1)
    expect(sent).toMatchObject({ msisdn: e164(mobile), sender: 'JackeyCash' })
    expect(sent?.message).toMatch(/^Jackey Cash: รหัสยืนยันสำหรับการสมัครสมาชิกคือ \d{6} ใช้ได้ 5 นาที/)
    expect(sent?.message).not.toMatch(LINK_LIKE)
    expect(semaphore.texts.some((s) => s.message === sent?.message)).toBe(false)
    const code = codeIn(sent?.message ?? '')
    const registered = await t.api.call('/user/register', { mobile, password: 'correct horse 1', smsCode: code, ...DEMO })
    expect(registered.code).toBe(0)
    const record = await lastRecord(mobile)
    expect(record).toMatchObject({ market: 'TH', provider: 'thaibulksms', purpose: 'register', status: 'queued', providerMessageId: thai.texts.at(-1)?.message_id })
    expect(record?.maskedText).not.toContain(code)
    expect(record?.maskedText).toContain('••••••')
  })

  it('answers the sandbox call that reads a code back as unknown (40007): real gateways keep no code to read', async () => {
    const mobile = newPhone('TH')
    expect((await t.api.call('/sms/register', { mobile, ...DEMO })).code).toBe(0)
    // A code the sandbox would have kept for that number, from before the gateways were chosen.
    await t.database.db.insert(sandboxSms).values({ mobile: e164(mobile), code: '246810', text: null })
    expect((await t.api.call('/sandbox/sms/last', { mobile })).code).toBe(40007)
  })

  it("texts the code in the language chosen in the app, else the browser's, among the market's (issue 37)", async () => {
    const ask = async (market: 'TH' | 'PH', headers: Record<string, string>) => {
      const mobile = newPhone(market)
      const lender = market === 'TH' ? DEMO : DEMO_PH
      await t.app.request('/jackey/sms/register', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ mobile, ...lender }) })
      // By number: under load a gateway's answer can come after the next request's.
      const text = () => (market === 'TH' ? thai.texts.find((s) => s.msisdn === e164(mobile))?.message : semaphore.texts.find((s) => s.number === mobile)?.message)
      await expect.poll(text).toBeDefined()
      return text() ?? ''
    }
    expect(await ask('TH', { cookie: 'jackey.locale=zh', 'accept-language': 'th-TH' })).toMatch(/^Jackey Cash：您的注册验证码是 \d{6}，5 分钟内有效。/)
    expect(await ask('TH', { 'accept-language': 'en-GB,en;q=0.9' })).toMatch(/^Jackey Cash: your sign-up code is \d{6}\./)
    expect(await ask('PH', { 'accept-language': 'fil-PH' })).toMatch(/^Jackey Peso: ang code mo para sa pag-sign up ay \d{6}\./)
    // Filipino is not one of the Thai lender's languages: the market's first is.
    expect(await ask('TH', { cookie: 'jackey.locale=fil' })).toMatch(/^Jackey Cash: รหัสยืนยันสำหรับการสมัครสมาชิกคือ \d{6}/)
  })

  it('texts a Filipino borrower in English through Semaphore, in its national number form, and reads the delivery report once', async () => {
    const mobile = newPhone('PH')
    expect((await t.api.call('/sms/register', { mobile, ...DEMO_PH })).code).toBe(0)
    const sent = semaphore.texts.at(-1)
    expect(sent).toMatchObject({ number: mobile, sendername: 'JackeyPeso' })
    expect(sent?.message).toMatch(/^Jackey Peso: your sign-up code is \d{6}\. Valid 5 min\./)
    expect(sent?.message).not.toMatch(LINK_LIKE)
    expect((await t.api.call('/user/register', { mobile, password: 'correct horse 1', smsCode: codeIn(sent?.message ?? ''), ...DEMO_PH })).code).toBe(0)
    expect(await lastRecord(mobile)).toMatchObject({ market: 'PH', provider: 'semaphore', status: 'queued', providerMessageId: String(sent?.message_id) })

    t.clock.advance(61_000)
    await t.runJobs()
    const asked = semaphore.asked
    expect(await lastRecord(mobile)).toMatchObject({ status: 'sent' })
    t.clock.advance(61_000)
    await t.runJobs()
    expect(semaphore.asked).toBe(asked)
  })

  it('records a text Semaphore could not deliver as failed', async () => {
    const mobile = newPhone('PH')
    semaphore.settleAs = () => 'Failed'
    await t.api.call('/sms/login', { mobile, ...DEMO_PH })
    t.clock.advance(61_000)
    await t.runJobs()
    semaphore.settleAs = () => 'Sent'
    expect(await lastRecord(mobile)).toMatchObject({ status: 'failed' })
  })

  it('logs a gateway that is down without the number or the code, and lets the borrower ask again at once', async () => {
    const mobile = newPhone('PH')
    semaphore.failSendsWith = 500
    expect((await t.api.call('/sms/register', { mobile, ...DEMO_PH })).code).toBe(0)
    expect(await lastRecord(mobile)).toMatchObject({ status: 'failed' })
    const lines = written.join('')
    expect(lines).toContain('SmsGatewayError')
    expect(lines).not.toContain(mobile.slice(1))
    semaphore.failSendsWith = null
    expect((await t.api.call('/sms/register', { mobile, ...DEMO_PH })).code).toBe(0)
    const code = codeIn(semaphore.texts.at(-1)?.message ?? '')
    expect((await t.api.call('/user/register', { mobile, password: 'correct horse 1', smsCode: code, ...DEMO_PH })).code).toBe(0)
    expect(written.join('')).not.toContain(code)
  })

  it('gives up on a gateway that does not answer in time, and the borrower asks again', async () => {
    const mobile = newPhone('TH')
    thai.holdAnswersMs = 6_000
    expect((await t.api.call('/sms/login', { mobile, ...DEMO })).code).toBe(0)
    expect(await lastRecord(mobile)).toMatchObject({ status: 'failed' })
    expect(written.join('')).toContain('ProviderTimeout')
    thai.holdAnswersMs = 0
    expect((await t.api.call('/sms/login', { mobile, ...DEMO })).code).toBe(0)
    expect(await lastRecord(mobile)).toMatchObject({ status: 'queued' })
  })
})

describe('the sandbox SMS provider', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t.close())

  it('keeps the text beside the code, and a later text without a code does not hide it', async () => {
    const mobile = newPhone('TH')
    await t.api.call('/sms/login', { mobile, ...DEMO })
    const code = await t.smsCode(mobile)
    const [kept] = await t.database.db.select().from(sandboxSms).where(eq(sandboxSms.mobile, e164(mobile)))
    expect(kept?.text).toBe(`Jackey Cash: รหัสยืนยันสำหรับการเข้าสู่ระบบคือ ${code} ใช้ได้ 5 นาที อย่าบอกรหัสนี้กับใคร`)
    await t.services.sms.send({ to: e164(mobile), text: 'Jackey Cash: a reminder without a code', reference: 'sms-test' }, new AbortController().signal)
    expect(await t.smsCode(mobile)).toBe(code)
  })
})
