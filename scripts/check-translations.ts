// Fails when any message of the app lacks a translation into any of its languages: first
// extracts the catalogs from the code (so a new string counts), then reads them.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { LOCALE_CODES } from '../contract/locales'
import { untranslated } from './po-entries'

// English is the source: every other language must say everything.
const TRANSLATED = LOCALE_CODES.filter((locale) => locale !== 'en')

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' })

let missing = 0
for (const locale of TRANSLATED) {
  const ids = untranslated(readFileSync(`locales/${locale}.po`, 'utf8'))
  for (const id of ids) console.error(`${locale}: no translation for ${JSON.stringify(id)}`)
  missing += ids.length
}
if (missing > 0) {
  console.error(`${missing} missing translations; add them to locales/*.po`)
  process.exit(1)
}
const listed = TRANSLATED.length > 1 ? `${TRANSLATED.slice(0, -1).join(', ')} and ${TRANSLATED.at(-1)}` : TRANSLATED.join('')
console.log(`translations: ${listed} are complete`)
