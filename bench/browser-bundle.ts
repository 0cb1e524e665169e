// Bundles a few of the app's own modules for a bench page: a tiny entry puts what they export
// on `window`, and Vite builds it (without the app's config: no PWA, no routes) into a folder
// with an index.html that any static server can serve. The modules are the app's real code,
// imported from src/ as they are when the bench runs.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { build } from 'vite'

const ROOT = join(import.meta.dirname, '..')

const HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>bench</title></head>
  <body>
    <script type="module" src="/entry.js"></script>
  </body>
</html>
`

/**
 * Builds a page exposing `exports` (name → export of a module under the repository root) as
 * `window[global]`; returns the folder to serve. Nothing else runs on the page.
 */
export async function bundleForBrowser(work: string, global: string, exports: Record<string, { module: string; name: string }>): Promise<string> {
  const source = join(work, `${global}-src`)
  const dir = join(work, global)
  await rm(source, { recursive: true, force: true })
  await mkdir(source, { recursive: true })
  const entries = Object.entries(exports)
  const imports = entries.map(([as, { module, name }]) => `import { ${name} as ${as} } from ${JSON.stringify(join(ROOT, module))}`)
  const entry = [...imports, `window[${JSON.stringify(global)}] = { ${entries.map(([as]) => as).join(', ')} }`, ''].join('\n')
  await writeFile(join(source, 'index.html'), HTML)
  await writeFile(join(source, 'entry.js'), entry)
  await build({
    root: source,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir: dir,
      emptyOutDir: true,
      target: 'es2022',
      // jotai's 'use client' means nothing outside React Server Components.
      rolldownOptions: { onwarn: (warning, warn) => warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warn(warning) },
    },
  })
  return dir
}
