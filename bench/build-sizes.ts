// The JS and CSS of the production build, per file, against the budgets that
// test/e2e/budgets.test.ts enforces.
import { readdir } from 'node:fs/promises'
import { section } from './report'
import { BUDGETS, type FileSize, kb, measureBuild, sizeOf } from './sizes'

const row = (f: FileSize, extra: Record<string, string> = {}) => ({ file: f.file, raw: kb(f.bytes), gzip: kb(f.gzip), ...extra })
const verdict = (value: number, budget: number) => (value <= budget ? `✓ ≤ ${kb(budget)}` : `✗ > ${kb(budget)}`)

export async function buildSizes(dist: string, baselineDist: string): Promise<void> {
  const sizes = await measureBuild(dist)
  const hello = await measureBuild(baselineDist)
  section(
    'Budgets',
    [
      { what: "Entry JS (what renders /login: index.html's module script, its modulepreloads, and the app it imports after first paint)", gzip: kb(sizes.entryGzip), budget: verdict(sizes.entryGzip, BUDGETS.entryGzip) },
      {
        what: 'Largest other chunk',
        gzip: kb(Math.max(...sizes.chunks.map((c) => c.gzip))),
        budget: sizes.chunks.every((c) => c.gzip <= c.budget) ? `✓ every chunk ≤ its limit (${kb(BUDGETS.chunkGzip)}; Dexie 32 KB)` : '✗',
      },
      { what: `All precached files (${sizes.precache.length})`, gzip: kb(sizes.precacheGzip), budget: verdict(sizes.precacheGzip, BUDGETS.precacheGzip) },
      { what: 'Vite + React hello world, entry JS (for scale)', gzip: kb(hello.entryGzip), budget: '' },
    ],
    'Gzip level 9 (node:zlib), 1 KB = 1024 bytes. The server sends brotli where the browser accepts it, which is smaller still.',
  )
  section('Entry JS, file by file', sizes.entry.map((f) => row(f)))
  const chunks = [...sizes.chunks].sort((a, b) => b.gzip - a.gzip)
  section(
    'Other JS chunks (routes, features, catalogs), largest first',
    chunks.map((c) => row(c, { limit: `${kb(c.budget)}${c.library ? ` (${c.library})` : ''}` })),
  )
  section('CSS', sizes.css.map((f) => row(f)))
  const runtime = (await readdir(dist)).filter((f) => /^workbox-[\w-]+\.js$/.test(f))
  const worker = await Promise.all(['sw.js', ...runtime].map((f) => sizeOf(dist, f)))
  section('Service worker', worker.map((f) => row(f)), 'Not precached: the browser fetches and revalidates it itself.')
}

