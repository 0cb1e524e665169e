// The speed budgets of issue 6, checked on the production build that `npm test` makes
// before this project runs. bench/report.md shows the same figures per chunk.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { BUDGETS, type BuildSizes, entryFiles, kb, measureBuild, precachedFiles, shellStyles } from '../../bench/sizes'

const DIST = join(import.meta.dirname, '../../dist')
let sizes: BuildSizes

const read = (file: string) => readFile(join(DIST, file), 'utf8')
const list = (files: { file: string; gzip: number }[]) => files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')

beforeAll(async () => {
  sizes = await measureBuild(DIST)
})

describe('the production build', () => {
  it(`renders /login from at most ${kb(BUDGETS.entryGzip)} of JavaScript (gzip)`, () => {
    expect(sizes.entry.length).toBeGreaterThan(0)
    expect(sizes.entryGzip, `entry ${kb(sizes.entryGzip)}: ${list(sizes.entry)}`).toBeLessThanOrEqual(BUDGETS.entryGzip)
  })

  it('keeps IndexedDB, the HTTP client, the schemas and workbox-window out of the entry', async () => {
    const entry = (await Promise.all((await entryFiles(DIST)).map(read))).join('\n')
    expect(entry, 'Dexie').not.toContain('IDBKeyRange')
    expect(entry, 'ky').not.toContain('TimeoutError')
    expect(entry, 'zod').not.toContain('ZodError')
    expect(entry, 'workbox-window').not.toContain('SKIP_WAITING')
  })

  it("keeps the regulators' names, the complaint bodies, the collectors' hours and the lender's per-language words out of the entry", async () => {
    const entry = (await Promise.all((await entryFiles(DIST)).map(read))).join('\n')
    expect(entry, 'regulators').not.toContain('Securities and Exchange Commission')
    expect(entry, 'complaint bodies').not.toContain('fcc@bot.or.th')
    expect(entry, 'contact hours').not.toContain('fixedHolidays')
    expect(entry, 'per-language config keys').not.toContain('ABOUT_US_TH')
  })

  it(`keeps every other chunk within ${kb(BUDGETS.chunkGzip)} gzip (a named library within its own limit)`, () => {
    const over = sizes.chunks.filter((c) => c.gzip > c.budget)
    expect(over.map((c) => `${c.file}${c.library ? ` (${c.library})` : ''} ${kb(c.gzip)} > ${kb(c.budget)}`)).toEqual([])
  })

  it(`precaches at most ${kb(BUDGETS.precacheGzip)} gzip`, () => {
    expect(sizes.precacheGzip, `precache ${kb(sizes.precacheGzip)} in ${sizes.precache.length} files`).toBeLessThanOrEqual(BUDGETS.precacheGzip)
  })

  it('precaches the shell, every chunk, the three catalogs, the CSS, the icons and the bank logos', async () => {
    const precached = new Set(await precachedFiles(DIST))
    const missing = [...sizes.entry, ...sizes.chunks, ...sizes.css].map((f) => f.file).filter((f) => !precached.has(f))
    expect(missing).toEqual([])
    const files = [...precached]
    expect(files).toContain('index.html')
    for (const locale of ['en', 'zh', 'th']) expect(files.some((f) => new RegExp(`^assets/${locale}-[\\w-]+\\.js$`).test(f)), locale).toBe(true)
    for (const icon of ['pwa-192x192.png', 'pwa-512x512.png', 'maskable-icon-512x512.png', 'manifest.webmanifest']) expect(files).toContain(icon)
    expect(files.filter((f) => f.startsWith('bank-logos/')).length).toBeGreaterThan(10)
  })

  it('lists every precached URL once (workbox refuses a duplicate and then precaches nothing)', async () => {
    const files = await precachedFiles(DIST)
    expect(files.filter((f, i) => files.indexOf(f) !== i)).toEqual([])
  })

  it('falls back to the cached index.html for navigations, never for the API, and caches no API answer', async () => {
    const sw = await read('sw.js')
    expect(sw).toContain('createHandlerBoundToURL("/index.html")')
    expect(sw).toContain('denylist:[/^\\/jackey\\//,/^\\/backoffice(\\/|$)/,/^\\/sandbox\\//]')
    // The one runtime route: same-origin GET images outside /jackey/ (identity photos live there).
    expect(sw.match(/registerRoute\(/g)).toHaveLength(2)
    expect(sw).toContain('"image"===')
    expect(sw).toContain('.pathname.startsWith("/jackey/")')
    // A new version waits for the borrower: it skips waiting only when the page asks.
    expect(sw.match(/skipWaiting\(\)/g)).toHaveLength(1)
    expect(sw).toMatch(/"SKIP_WAITING"===\w+\.data\.type&&self\.skipWaiting\(\)/)
  })

  it('paints the static skeleton with the stylesheet index.html carries inline, not with JavaScript and not after a request', async () => {
    const styles = await shellStyles(DIST)
    expect(styles).toHaveLength(1)
    const css = styles.join('\n')
    for (const rule of ['.app-header{', '.skeleton-block{', '.bottom-bar{', '--primary:']) expect(css, rule).toContain(rule)
    const html = await read('index.html')
    expect(html).toContain('class="app-header"')
    expect(html).not.toContain('rel="stylesheet"')
    // The CSP allows the one <style> by its hash (server/http/security-headers.ts); no style attribute.
    expect(html).not.toMatch(/style="/)
  })

  it('asks for every script of index.html at low priority: the first paint needs none of them', async () => {
    const html = await read('index.html')
    const scripts = html.match(/<script\b[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(1)
    expect(scripts.filter((tag) => !tag.includes('fetchpriority="low"'))).toEqual([])
  })

  it("preloads React DOM in index.html but not the app's own code, which main.tsx asks for once the first frame is painted", async () => {
    const html = await read('index.html')
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/assets\/(.+?)-[\w-]{8}\.js"/g)].map((m) => m[1])
    expect(preloaded).toContain('react-dom')
    expect(preloaded).not.toContain('app')
    // Still counted in what renders /login.
    expect(sizes.entry.map((f) => f.file)).toEqual(expect.arrayContaining([expect.stringMatching(/^assets\/app-[\w-]{8}\.js$/)]))
  })

  it('describes an installable app in the manifest, from the build configuration', async () => {
    const manifest = JSON.parse(await read('manifest.webmanifest')) as Record<string, unknown>
    expect(manifest).toMatchObject({ name: 'Jackey Cash', short_name: 'Jackey Cash', start_url: '/', display: 'standalone', theme_color: '#0b6b3a' })
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', type: 'image/png' }),
        expect.objectContaining({ sizes: '512x512', type: 'image/png' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    )
    expect(await read('index.html')).toContain('<link rel="manifest" href="/manifest.webmanifest">')
  })
})
