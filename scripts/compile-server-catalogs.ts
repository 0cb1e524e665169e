// Compiles the server's catalogs (server/locales/*.po) to TypeScript modules beside them, which the
// server imports: tsx runs them as they are and esbuild bundles them into dist-server/main.js, so
// neither needs a .po loader. `npm run i18n:extract` and `npm run i18n:check` run this after the
// extraction; test/unit/server-catalogs.test.ts fails when a compiled file is behind its .po.
import { readFileSync, writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { createCompiledCatalog } from '@lingui/cli/api'
import { LOCALE_CODES, type Locale } from '../contract/locales'
import { translations } from './po-entries'

export const SERVER_CATALOG_DIR = 'server/locales'

/** The compiled module of one language's server catalog, as text; a message not yet translated falls back to English, as the app's do. */
export function compiledServerCatalog(locale: Locale, dir = SERVER_CATALOG_DIR): string {
  const english = Object.fromEntries(translations(readFileSync(`${dir}/en.po`, 'utf8')).map((e) => [e.id, e.text]))
  const own = Object.fromEntries(translations(readFileSync(`${dir}/${locale}.po`, 'utf8')).map((e) => [e.id, e.text]))
  const { source, errors } = createCompiledCatalog(locale, { ...english, ...own }, { namespace: 'ts', strict: true, outputPrefix: `// Compiled from ./${locale}.po by scripts/compile-server-catalogs.ts: edit the .po, then run \`npm run i18n:extract\`.\n` })
  if (errors.length > 0) throw new Error(`${locale}: ${errors.map((e) => `${e.id}: ${e.error.message}`).join('; ')}`)
  return `${source}\n`
}

export function writeServerCatalogs(): void {
  for (const locale of LOCALE_CODES) writeFileSync(`${SERVER_CATALOG_DIR}/${locale}.ts`, compiledServerCatalog(locale))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) writeServerCatalogs()
