import { spawnSync } from 'node:child_process'
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'

const SOURCES = ['src', 'backoffice', 'contract', 'public', 'locales', 'scripts/vite', 'index.html', 'vite.config.ts', 'package.json']

/** Builds the app when dist/ is missing or older than any source it is built from. */
export async function ensureBuilt(root: string): Promise<void> {
  const built = await mtime(join(root, 'dist', 'index.html'))
  const newest = Math.max(...(await Promise.all(SOURCES.map((s) => newestIn(join(root, s))))))
  if (built !== null && built >= newest) return
  // A production build whatever NODE_ENV the caller runs under (vitest sets "test", and Vite
  // then bundles React's development build).
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (result.status !== 0) throw new Error('npm run build failed')
}

async function mtime(path: string): Promise<number | null> {
  try {
    return (await stat(path)).mtimeMs
  } catch {
    return null
  }
}

async function newestIn(path: string): Promise<number> {
  const info = await stat(path).catch(() => null)
  if (!info) return 0
  if (!info.isDirectory()) return info.mtimeMs
  const entries = await readdir(path)
  const times = await Promise.all(entries.filter((e) => !e.endsWith('.gen.ts')).map((e) => newestIn(join(path, e))))
  return Math.max(0, ...times)
}
