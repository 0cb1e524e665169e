import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../../server/app'
import type { Database } from '../../server/db/client'
import { companies } from '../../server/db/schema'
import { readEnv } from '../../server/env'
import type { PayoutProvider } from '../../server/providers/payout/port'
import type { CreditBureau } from '../../server/providers/credit-bureau/port'
import type { PushProvider } from '../../server/providers/push/port'
import { apiClient } from './api-client'
import { parseMobile } from '../../contract/market/phone'
import { marketProfile } from '../../contract/market/profiles'
import type { MarketCode } from '../../contract/market/types'
import { openTestDatabase } from './test-database'

export const DEMO = { companyId: 1, appId: 1, platform: 'h5' as const }
/** The Philippine demo lender (server/db/seed.ts). */
export const DEMO_PH = { companyId: 2, appId: 3, platform: 'h5' as const }
/** The Indonesian demo lender (contract/market/id/demo-lender.ts). */
export const DEMO_ID = { companyId: 3, appId: 5, platform: 'h5' as const }

/** A new mobile number in the market's national form: Thai 08x xxx xxxx, Philippine 09xx xxx xxxx, Indonesian 0812 xxxx xxxx. */
export function newPhone(market: MarketCode = 'TH'): string {
  const { code, phoneCountry = code } = marketProfile(market)
  if (phoneCountry === 'TH') return `08${String(randomInt(0, 1e8)).padStart(8, '0')}`
  if (phoneCountry === 'ID') return `0812${String(randomInt(0, 1e8)).padStart(8, '0')}`
  return `0917${String(randomInt(0, 1e7)).padStart(7, '0')}`
}

/** What the server stores and answers for a number typed in national form: newPhone's lengths tell the market apart. */
export function e164(national: string): string {
  const market = ({ 10: 'TH', 11: 'PH', 12: 'ID' } as const)[national.length as 10 | 11 | 12]
  const read = market ? parseMobile(national, market) : null
  if (!read?.ok) throw new Error(`${national} is no test mobile number`)
  return read.e164
}

export type Clock = { now: Date; advance(ms: number): void }

export type TestAppOptions = {
  payouts?: PayoutProvider
  creditBureau?: CreditBureau
  push?: PushProvider
  env?: Record<string, string>
  /** A database of the test's own (a PGlite folder, a given PostgreSQL) instead of a fresh copy; closed with the app. */
  database?: Database
}

export async function startTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await openTestDatabase())
  const clock: Clock = {
    // The real time unless TEST_CLOCK_START names another (README: a test that passes only at some hours is a flake).
    now: process.env.TEST_CLOCK_START ? new Date(process.env.TEST_CLOCK_START) : new Date(),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms)
    },
  }
  const uploadsDir = await mkdtemp(join(tmpdir(), 'jackey-uploads-'))
  const { app, runJobs, startJobWorker, services } = createApp({ database, env: readEnv({ LOG_LEVEL: 'silent', ...options.env }), uploadsDir, now: () => clock.now, payouts: options.payouts, creditBureau: options.creditBureau, push: options.push, injectedRequestsAreLocal: true })
  const api = apiClient(app)

  async function smsCode(mobile: string): Promise<string> {
    const last = await api.call('/sandbox/sms/last', { mobile })
    if (last.code !== 0) throw new Error(`no sms for ${mobile}: ${last.code}`)
    return (last.data as { code: string }).code
  }

  async function registerUser(overrides: { mobile?: string; password?: string; lender?: typeof DEMO } = {}) {
    const lender = overrides.lender ?? DEMO
    // A number of the lender's own market: its company says which.
    const [company] = await database.db.select({ market: companies.market }).from(companies).where(eq(companies.id, lender.companyId))
    const mobile = overrides.mobile ?? newPhone(company?.market ?? 'TH')
    const password = overrides.password ?? 'correct horse 1'
    const sent = await api.call('/sms/register', { mobile, ...lender })
    if (sent.code !== 0) throw new Error(`sms/register answered ${sent.code}`)
    const answer = await api.call('/user/register', { mobile, password, smsCode: await smsCode(mobile), ...lender })
    if (answer.code !== 0) throw new Error(`register answered ${answer.code}`)
    return { mobile, password, token: (answer.data as { token: string }).token }
  }

  async function upload(path: string, fields: Record<string, Blob | string>, token: string, key?: string) {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    const headers: Record<string, string> = { authorization: token }
    if (key) headers['idempotency-key'] = key
    const response = await app.request(`/jackey${path}`, { method: 'POST', headers, body: form })
    return (await response.json()) as { code: number; msg: string; data: unknown }
  }

  return {
    app,
    api,
    runJobs,
    startJobWorker,
    services,
    clock,
    database,
    uploadsDir,
    smsCode,
    registerUser,
    upload,
    close: async () => {
      await database.close()
      await rm(uploadsDir, { recursive: true, force: true })
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>
