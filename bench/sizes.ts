// What the production build weighs, gzip-compressed as a phone downloads it. Shared by the
// budget test (test/e2e/budgets.test.ts) and the benchmark report (bench/run.ts).
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { inlineStylesOf } from '../server/http/security-headers'

export const KB = 1024

/** The limits `npm test` enforces (issue 6). */
export const BUDGETS = {
  /**
   * Everything needed to render /login: the module script of index.html and what it loads (entryFiles).
   * Issue 35's identity card had taken it to 123.5 KB; the card's polling, the reasons' words and
   * Home's reminder button now load with the screens that show them (vite.config.ts, index.tsx).
   * Issue 37's items 5 and 8 had taken it to 122.4 KB: the market profiles gained the regulators'
   * names and the complaint bodies, the company configs the FAQ and About us keys per language.
   * Those now come with the screens that show them (contract/market/regulator-name.ts and
   * terms.ts, src/features/configs/worded-config.ts), and the collectors' contact hours,
   * which the app never reads, left the profiles for the full packs: 121.5 KB.
   * Issue 40's third market put its profile, its ID type with the NIK rule and its numbering plan
   * into the entry, because one build serves every lender and /login reads its lender's market
   * without a round trip: 122.4 KB. Each market costs about 0.5 KB here; loading the lender's own
   * market with its catalog at boot would take them out (named in the session note of 2026-12-08).
   */
  entryGzip: 123 * KB,
  /** Any other chunk: a route, a feature, a catalog. */
  chunkGzip: 30 * KB,
  /**
   * All that the service worker precaches. Issue 40's Bahasa Indonesia catalog (about 15 KB) and
   * the Indonesian screens took it to 450.0 KB: every language's catalog is precached, so that a
   * borrower who switches language offline still reads every screen.
   */
  precacheGzip: 460 * KB,
} as const

/**
 * Dexie is one module that cannot be split (≈31 KB gzip); it loads after first paint, with
 * the first screen that reads IndexedDB. Its chunk gets its own limit, named, not a silent pass.
 */
export const LIBRARY_CHUNK_BUDGETS: { name: string; match: (file: string, source: string) => boolean; gzip: number }[] = [
  { name: 'Dexie', match: (_file, source) => source.includes('Dexie') && source.includes('IDBKeyRange'), gzip: 32 * KB },
]

export type FileSize = { file: string; bytes: number; gzip: number }

export async function sizeOf(distDir: string, file: string): Promise<FileSize> {
  const body = await readFile(join(distDir, file))
  return { file, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }
}

const sum = (files: FileSize[]) => files.reduce((total, f) => total + f.gzip, 0)

/** The chunks a built module imports by relative path: statically, and with `dynamic` by import() too. */
function importsOf(source: string, dynamic: boolean): string[] {
  const found = [...source.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => m[1] ?? '')
  if (dynamic) found.push(...[...source.matchAll(/\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g)].map((m) => m[1] ?? ''))
  return found.filter(Boolean).map((name) => `assets/${name}`)
}

/**
 * What renders /login: the module script of index.html, its modulepreloads (React DOM), and
 * what the module script itself imports once the first frame is painted (React DOM and the
 * app's start), each with everything it imports statically. The catalog is counted apart, as a
 * chunk: only the borrower's language is downloaded.
 */
export async function entryFiles(distDir: string): Promise<string[]> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)].map((m) => m[1] ?? '').filter(Boolean)
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g)].map((m) => m[1] ?? '').filter(Boolean)
  const files: string[] = []
  const visit = async (file: string, dynamic: boolean) => {
    if (files.includes(file)) return
    files.push(file)
    for (const imported of importsOf(await readFile(join(distDir, file), 'utf8'), dynamic)) await visit(imported, false)
  }
  for (const script of scripts) await visit(script, true)
  for (const preload of preloads) await visit(preload, false)
  return files
}

/** The styles index.html carries inline in its head: all that its first paint waits for. */
export async function shellStyles(distDir: string): Promise<string[]> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8')
  return inlineStylesOf(html.split('</head>')[0] ?? '')
}

/** The URLs in the service worker's precache manifest (`precacheAndRoute([...])` in dist/sw.js). */
export async function precachedFiles(distDir: string): Promise<string[]> {
  const sw = await readFile(join(distDir, 'sw.js'), 'utf8')
  const list = sw.match(/precacheAndRoute\(\[(.*?)\]/s)?.[1]
  if (!list) throw new Error('dist/sw.js has no precache manifest')
  return [...list.matchAll(/url:"([^"]+)"/g)].map((m) => decodeURIComponent(m[1] ?? ''))
}

export async function assetFiles(distDir: string, extension: '.js' | '.css'): Promise<string[]> {
  const names = await readdir(join(distDir, 'assets'))
  return names.filter((n) => n.endsWith(extension)).map((n) => `assets/${n}`)
}

export type BuildSizes = {
  entry: FileSize[]
  entryGzip: number
  chunks: (FileSize & { budget: number; library?: string })[]
  css: FileSize[]
  precache: FileSize[]
  precacheGzip: number
}

export async function measureBuild(distDir: string): Promise<BuildSizes> {
  const entryNames = await entryFiles(distDir)
  const entry = await Promise.all(entryNames.map((f) => sizeOf(distDir, f)))
  const others = (await assetFiles(distDir, '.js')).filter((f) => !entryNames.includes(f))
  const chunks = await Promise.all(
    others.map(async (file) => {
      const size = await sizeOf(distDir, file)
      const source = await readFile(join(distDir, file), 'utf8')
      const library = LIBRARY_CHUNK_BUDGETS.find((l) => l.match(file, source))
      return { ...size, budget: library?.gzip ?? BUDGETS.chunkGzip, ...(library ? { library: library.name } : {}) }
    }),
  )
  const css = await Promise.all((await assetFiles(distDir, '.css')).map((f) => sizeOf(distDir, f)))
  const precache = await Promise.all((await precachedFiles(distDir)).map((f) => sizeOf(distDir, f)))
  return { entry, entryGzip: sum(entry), chunks, css, precache, precacheGzip: sum(precache) }
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
