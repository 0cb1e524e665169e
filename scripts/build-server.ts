// Bundles the server into one ESM file, dist-server/main.js, that plain `node` runs in production
// (no tsx, no type stripping at start). Packages stay in node_modules: the native ones (argon2,
// sharp) and PGlite's WebAssembly cannot be bundled. The migrations go beside the bundle, where
// server/db/client.ts looks for them (next to the code, by import.meta.url).
import { cp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { build } from 'esbuild'

const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist-server' } } })
const outdir = values.outdir ?? 'dist-server'

await rm(outdir, { recursive: true, force: true })
const bundle = { bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', sourcemap: true, logLevel: 'warning' } as const
await build({ ...bundle, entryPoints: ['server/main.ts'], outfile: join(outdir, 'main.js') })
// The face match's and the QR reader's threads are files of their own beside main.js, where faces-off-thread.ts and qr-off-thread.ts look for them.
await build({ ...bundle, entryPoints: ['server/domain/kyc/face-worker.ts'], outfile: join(outdir, 'face-worker.js') })
await build({ ...bundle, entryPoints: ['server/providers/identity-check/philsys-qr/qr-worker.ts'], outfile: join(outdir, 'qr-worker.js') })
await cp('server/db/migrations', join(outdir, 'migrations'), { recursive: true })
