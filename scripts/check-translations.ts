// Fails when any text the app or the server shows lacks a translation into any of its languages:
// first extracts both catalogs from the code (so a new string counts) and compiles the server's,
// then reads them, and the wording kept as data in the market folders (./translation-problems.ts).
import { execFileSync } from 'node:child_process'
import { writeServerCatalogs } from './compile-server-catalogs'
import { CATALOGS, catalogProblems, marketTextProblems } from './translation-problems'

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' })
writeServerCatalogs()

const problems = [...CATALOGS.flatMap((catalog) => catalogProblems(catalog.dir, catalog.englishWords)), ...marketTextProblems()]
for (const p of problems) console.error(`${p.locale}: ${p.where} ${JSON.stringify(p.key)}: ${p.problem}${p.text ? ` (${JSON.stringify(p.text)})` : ''}`)
if (problems.length > 0) {
  console.error(`${problems.length} missing or faulty translations; fix them in ${CATALOGS.map((c) => `${c.dir}/*.po`).join(', ')} or in the market folders named above`)
  process.exit(1)
}
console.log('translations: every language is complete, in the app, in the server and in the market folders')
