// Fails when any message of the app lacks a translation into any of its languages: first
// extracts the catalogs from the code (so a new string counts), then reads them; then the same
// for the texts the server writes itself (./server-texts.ts), and Thai punctuated the Western way.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { LOCALE_CODES } from '../contract/locales'
import { translations, untranslated } from './po-entries'
import { hasWesternPunctuationInThai, serverTextProblems } from './server-texts'

// English is the source: every other language must say everything.
const TRANSLATED = LOCALE_CODES.filter((locale) => locale !== 'en')

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' })

let missing = 0
for (const locale of TRANSLATED) {
  const ids = untranslated(readFileSync(`locales/${locale}.po`, 'utf8'))
  for (const id of ids) console.error(`${locale}: no translation for ${JSON.stringify(id)}`)
  missing += ids.length
}
for (const { id, text } of translations(readFileSync('locales/th.po', 'utf8')).filter((entry) => hasWesternPunctuationInThai(entry.text))) {
  console.error(`th: a comma or full stop inside Thai text in ${JSON.stringify(id)}: ${JSON.stringify(text)}`)
  missing++
}
for (const p of serverTextProblems()) {
  console.error(`${p.locale}: server text ${p.table} ${p.key}: ${p.problem}${p.text ? ` (${JSON.stringify(p.text)})` : ''}`)
  missing++
}
if (missing > 0) {
  console.error(`${missing} missing or faulty translations; fix them in locales/*.po or in the server's tables named above`)
  process.exit(1)
}
const listed = TRANSLATED.length > 1 ? `${TRANSLATED.slice(0, -1).join(', ')} and ${TRANSLATED.at(-1)}` : TRANSLATED.join('')
console.log(`translations: ${listed} are complete, in the app and in the server's own texts`)
