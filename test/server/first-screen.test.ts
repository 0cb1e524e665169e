import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIRST_SCREENS, type FirstScreen, firstScreenFile, LOCALE_COOKIE, SIGNED_IN_COOKIE } from '../../contract/first-screens'
import { MARKET_PROFILES } from '../../contract/market/profiles'
import { createApp } from '../../server/app'
import type { Database } from '../../server/db/client'
import { readEnv } from '../../server/env'
import { openTestDatabase } from '../support/test-database'

// A stand-in build whose every page names itself.
let database: Database
let folder: string

async function writeBuild(dist: string, withScreens: boolean) {
  await mkdir(join(dist, 'first-screens'), { recursive: true })
  await writeFile(join(dist, 'index.html'), '<!doctype html><p>the skeleton</p>')
  if (!withScreens) return
  for (const { code, locales } of Object.values(MARKET_PROFILES)) {
    await mkdir(join(dist, 'first-screens', code), { recursive: true })
    for (const screen of Object.keys(FIRST_SCREENS) as FirstScreen[]) {
      for (const locale of locales) await writeFile(join(dist, firstScreenFile(code, screen, locale)), `<!doctype html><p>${screen} ${locale}</p>`)
    }
  }
}

beforeAll(async () => {
  database = await openTestDatabase()
  folder = await mkdtemp(join(tmpdir(), 'jackey-first-screen-'))
  await writeBuild(join(folder, 'dist'), true)
  await writeBuild(join(folder, 'old-dist'), false)
})
afterAll(async () => {
  await database?.close()
  await rm(folder, { recursive: true, force: true })
})

const app = (dist = 'dist') => createApp({ database, env: readEnv({ LOG_LEVEL: 'silent' }), distDir: join(folder, dist), uploadsDir: join(folder, 'uploads') }).app

async function page(path: string, headers: Record<string, string> = {}, dist = 'dist') {
  const response = await app(dist).request(path, { headers })
  expect(response.status).toBe(200)
  return { text: (await response.text()).replace(/^<!doctype html><p>|<\/p>$/g, ''), vary: response.headers.get('vary') ?? '' }
}

const signedIn = `${SIGNED_IN_COOKIE}=1`

describe('the first page of a visit', () => {
  it('is the login screen in the language the browser asks for first', async () => {
    expect((await page('/login', { 'accept-language': 'th-TH,th;q=0.9,en;q=0.8' })).text).toBe('login th')
    expect((await page('/login', { 'accept-language': 'zh-CN' })).text).toBe('login zh')
    expect((await page('/login')).text).toBe('login en')
  })

  it('follows the weights of Accept-Language, as the browser orders its languages', async () => {
    expect((await page('/login', { 'accept-language': 'en;q=0.5, th;q=0.9' })).text).toBe('login th')
    expect((await page('/login', { 'accept-language': 'fr, *;q=0.1' })).text).toBe('login en')
    expect((await page('/login', { 'accept-language': 'th;q=0, zh;q=0.2' })).text).toBe('login zh')
  })

  it('is in the language the app last started in, whatever the browser asks for', async () => {
    expect((await page('/login', { cookie: `${LOCALE_COOKIE}=zh`, 'accept-language': 'th' })).text).toBe('login zh')
    expect((await page('/register', { cookie: `other=1; ${LOCALE_COOKIE}=th` })).text).toBe('register th')
    // A value the app never writes is ignored.
    expect((await page('/login', { cookie: `${LOCALE_COOKIE}=xx`, 'accept-language': 'th' })).text).toBe('login th')
  })

  it('is Home for a signed-in borrower, where the app would take them from / or the login screens', async () => {
    for (const path of ['/', '/login', '/register']) expect((await page(path, { cookie: `${signedIn}; ${LOCALE_COOKIE}=th` })).text, path).toBe('home th')
  })

  it('is the login screen at / for a visitor who is not signed in, where the app sends them', async () => {
    expect((await page('/', { 'accept-language': 'th' })).text).toBe('login th')
    expect((await page('/', { cookie: `${SIGNED_IN_COOKIE}=0` })).text).toBe('login en')
  })

  it('says that it depends on the host, the cookies and the languages, so that no cache serves it to another visitor', async () => {
    expect((await page('/login')).vary).toBe('Accept-Encoding, Cookie, Accept-Language, Host')
  })

  it("is in a language the host's lender offers: Filipino or English in the Philippines, never Thai", async () => {
    const ph = { host: 'ph.localhost:8080' }
    expect((await page('/login', { ...ph, 'accept-language': 'fil-PH,en;q=0.5' })).text).toBe('login fil')
    expect((await page('/login', { ...ph, 'accept-language': 'tl' })).text).toBe('login fil')
    expect((await page('/login', { ...ph, 'accept-language': 'th' })).text).toBe('login en')
    expect((await page('/login', { ...ph, cookie: `${LOCALE_COOKIE}=th` })).text).toBe('login en')
    expect((await page('/login', { host: 'th.localhost', 'accept-language': 'fil' })).text).toBe('login en')
  })

  it('is the skeleton everywhere else, and wherever the build has no first screens', async () => {
    expect(await page('/my', { cookie: signedIn })).toEqual({ text: 'the skeleton', vary: 'Accept-Encoding, Host' })
    expect((await page('/question', { 'accept-language': 'th' })).text).toBe('the skeleton')
    expect((await page('/login', { 'accept-language': 'th' }, 'old-dist')).text).toBe('the skeleton')
  })
})

describe('the lender a page names', () => {
  const lenderIn = async (path: string, host?: string) => {
    const dist = join(folder, 'named')
    await mkdir(dist, { recursive: true })
    await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><title>app</title></head><body></body></html>')
    const response = await app('named').request(path, { headers: host ? { host } : {} })
    return /<meta name="jackey-lender" content="([^"]*)">/.exec(await response.text())?.[1]?.replaceAll('&quot;', '"')
  }

  it('is the lender of the app at the host the page was opened at, with its market', async () => {
    expect(JSON.parse((await lenderIn('/my', 'ph.localhost:8080')) ?? 'null')).toEqual({ companyId: 2, appId: 3, market: 'PH', locales: ['en', 'fil'] })
    expect(JSON.parse((await lenderIn('/index.html', 'th.localhost')) ?? 'null')).toEqual({ companyId: 1, appId: 1, market: 'TH', locales: ['th', 'en', 'zh'] })
  })

  it('is the default app where the host names none', async () => {
    expect(JSON.parse((await lenderIn('/', 'localhost:8080')) ?? 'null')).toEqual({ companyId: 1, appId: 1, market: 'TH', locales: ['th', 'en', 'zh'] })
    expect(JSON.parse((await lenderIn('/login')) ?? 'null')).toEqual({ companyId: 1, appId: 1, market: 'TH', locales: ['th', 'en', 'zh'] })
  })
})
