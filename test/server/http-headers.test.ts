import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Database } from '../../server/db/client'
import { readEnv } from '../../server/env'
import { openTestDatabase } from '../support/test-database'

// A stand-in build: the server must not care what the files hold, only what they are.
const BUILD = {
  'index.html': `<!doctype html><title>app</title>${'<p>the static shell</p>'.repeat(100)}`,
  'sw.js': 'self.addEventListener("fetch", () => {})',
  'manifest.webmanifest': '{"name":"app"}',
  'assets/index-a1b2c3d4.js': 'console.log(1)',
  'assets/index-a1b2c3d4.js.br': 'the brotli copy',
  'assets/index-a1b2c3d4.js.gz': 'the gzip copy',
}

let database: Database
let folder: string

beforeAll(async () => {
  database = await openTestDatabase()
  folder = await mkdtemp(join(tmpdir(), 'jackey-headers-'))
  await mkdir(join(folder, 'dist', 'assets'), { recursive: true })
  for (const [file, body] of Object.entries(BUILD)) await writeFile(join(folder, 'dist', file), body)
})
afterAll(async () => {
  await database?.close()
  await rm(folder, { recursive: true, force: true })
})

function appWith(settings: Record<string, string> = {}) {
  const env = readEnv({ LOG_LEVEL: 'silent', ...settings })
  return createApp({ database, env, distDir: join(folder, 'dist'), uploadsDir: join(folder, 'uploads') }).app
}

const api = (app: ReturnType<typeof appWith>, headers: Record<string, string> = {}) =>
  app.request('/jackey/loan/appList', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' })

describe('the headers on every answer', () => {
  const app = () => appWith()
  const answers = async () => ({
    'the app shell': await app().request('/'),
    'a deep link': await app().request('/my'),
    'a hashed asset': await app().request('/assets/index-a1b2c3d4.js'),
    'the service worker': await app().request('/sw.js'),
    'the manifest': await app().request('/manifest.webmanifest'),
    'an API answer': await api(app()),
  })

  it('carry the strict CSP, nosniff, the referrer and permissions policies', async () => {
    for (const [what, response] of Object.entries(await answers())) {
      const h = response.headers
      expect(response.status, what).toBe(200)
      expect(h.get('content-security-policy'), what).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; " +
          "worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
      )
      expect(h.get('x-content-type-options'), what).toBe('nosniff')
      expect(h.get('referrer-policy'), what).toBe('no-referrer')
      expect(h.get('permissions-policy'), what).toMatch(/^camera=\(self\), microphone=\(\)/)
      expect(h.get('strict-transport-security'), what).toBeNull()
    }
  })

  it('let the service worker and index.html be revalidated, and keep hashed assets for a year', async () => {
    const a = await answers()
    expect(a['the app shell'].headers.get('cache-control')).toBe('no-cache')
    expect(a['a deep link'].headers.get('cache-control')).toBe('no-cache')
    expect(await a['a deep link'].text()).toBe(BUILD['index.html'])
    expect(a['the service worker'].headers.get('cache-control')).toBe('no-cache')
    expect(a['the service worker'].headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(a['the manifest'].headers.get('content-type')).toBe('application/manifest+json')
    expect(a['a hashed asset'].headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(a['an API answer'].headers.get('cache-control')).toBe('no-store')
  })
})

describe("the shell's inline stylesheet", () => {
  const STYLE = ':root{--primary:#0b6b3a}\n.app-header{height:56px}\n'
  let styled: string

  beforeAll(async () => {
    styled = await mkdtemp(join(tmpdir(), 'jackey-headers-styled-'))
    await writeFile(join(styled, 'index.html'), `<!doctype html><head><style>${STYLE}</style></head><div id="root"></div>`)
  })
  afterAll(async () => {
    await rm(styled, { recursive: true, force: true })
  })

  it('is allowed by its own hash on the page that carries it, and nowhere else', async () => {
    const app = createApp({ database, env: readEnv({ LOG_LEVEL: 'silent' }), distDir: styled, uploadsDir: join(styled, 'uploads') }).app
    const hash = createHash('sha256').update(STYLE).digest('base64')
    for (const path of ['/', '/my']) {
      const policy = (await app.request(path)).headers.get('content-security-policy') ?? ''
      expect(policy, path).toContain(`style-src 'self' 'sha256-${hash}';`)
      expect(policy, path).toContain("script-src 'self';")
      expect(policy, path).not.toContain('unsafe-inline')
    }
    expect((await api(app)).headers.get('content-security-policy')).toContain("style-src 'self';")
  })
})

describe('compression', () => {
  const asset = (acceptEncoding: string) => appWith().request('/assets/index-a1b2c3d4.js', { headers: { 'accept-encoding': acceptEncoding } })

  it('sends a hashed asset as the brotli copy made at build time, or the gzip one', async () => {
    const br = await asset('gzip, deflate, br, zstd')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(await br.text()).toBe('the brotli copy')
    const gz = await asset('gzip, deflate')
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(await gz.text()).toBe('the gzip copy')
    const plain = await asset('identity')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe('console.log(1)')
  })

  it('gzips the app shell on the fly, so a redeployed index.html is never served stale', async () => {
    const response = await appWith().request('/my', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(BUILD['index.html'])
  })
})

describe('HSTS', () => {
  it('is sent behind a trusted proxy that says the request came over https', async () => {
    const app = appWith({ TRUST_PROXY: 'true' })
    for (const response of [await app.request('/', { headers: { 'x-forwarded-proto': 'https' } }), await api(app, { 'x-forwarded-proto': 'https' })]) {
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    }
  })

  it('is not sent for plain http behind the proxy', async () => {
    const response = await appWith({ TRUST_PROXY: 'true' }).request('/', { headers: { 'x-forwarded-proto': 'http' } })
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('is not sent when a client claims https but no proxy is trusted', async () => {
    const response = await appWith({ TRUST_PROXY: 'false' }).request('/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('is sent for a request that reached the server itself over https, with no proxy', async () => {
    const response = await appWith({ TRUST_PROXY: 'false' }).request('https://lender.example/')
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })
})
