// Fails when any message of the app lacks its Chinese or Thai translation: first
// extracts the catalogs from the code (so a new string counts), then reads them.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { untranslated } from './po-entries'

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' })

let missing = 0
for (const locale of ['zh', 'th']) {
  const ids = untranslated(readFileSync(`locales/${locale}.po`, 'utf8'))
  for (const id of ids) console.error(`${locale}: no translation for ${JSON.stringify(id)}`)
  missing += ids.length
}
if (missing > 0) {
  console.error(`${missing} missing translations; add them to locales/*.po`)
  process.exit(1)
}
console.log('translations: zh and th are complete')
