// npm run score:fit -- --company <id> [--bad-days 30] [--window-months 6] [--holdout 0.3]
//   [--base-score 600] [--base-odds 50] [--pdo 20] [--version <name>] [--out <folder>]
// Fits a scorecard from the lender's paid-out loans (docs/scorecard.md, "Fitting a table") and
// writes a draft table (the SCORECARD table shape), the fit's figures as JSON and a Markdown
// report into the folder (default score-fit/). It changes nothing in the database: the draft
// is put in force, if at all, through the four-eyes scorecard change. On the embedded database
// it refuses (exit 3) while a server holds the folder (db/data-dir-lock.ts).
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { onDatabase } from './on-database'

const USAGE = `usage: npm run score:fit -- --company <id> [--bad-days 30] [--window-months 6] [--holdout 0.3]
  [--base-score 600] [--base-odds 50] [--pdo 20] [--fine-bins 20] [--min-bin-share 0.05] [--max-bins 6]
  [--batch 2000] [--ridge 1] [--version <name>] [--out score-fit]`

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      company: { type: 'string' },
      'bad-days': { type: 'string' },
      'window-months': { type: 'string' },
      holdout: { type: 'string' },
      'base-score': { type: 'string' },
      'base-odds': { type: 'string' },
      pdo: { type: 'string' },
      'fine-bins': { type: 'string' },
      'min-bin-share': { type: 'string' },
      'max-bins': { type: 'string' },
      batch: { type: 'string' },
      ridge: { type: 'string' },
      version: { type: 'string' },
      out: { type: 'string', default: 'score-fit' },
    },
  })
  const [{ FIT_DEFAULTS, fitOptionsSchema }] = await Promise.all([import('../domain/credit/fit/fit-options')])
  const number = (text: string | undefined, fallback: number) => (text === undefined ? fallback : Number(text))
  const parsed = fitOptionsSchema.safeParse({
    companyId: number(values.company, Number.NaN),
    badDays: number(values['bad-days'], FIT_DEFAULTS.badDays),
    windowMonths: number(values['window-months'], FIT_DEFAULTS.windowMonths),
    holdoutShare: number(values.holdout, FIT_DEFAULTS.holdoutShare),
    baseScore: number(values['base-score'], FIT_DEFAULTS.baseScore),
    baseOdds: number(values['base-odds'], FIT_DEFAULTS.baseOdds),
    pdo: number(values.pdo, FIT_DEFAULTS.pdo),
    fineBins: number(values['fine-bins'], FIT_DEFAULTS.fineBins),
    minBinShare: number(values['min-bin-share'], FIT_DEFAULTS.minBinShare),
    maxBins: number(values['max-bins'], FIT_DEFAULTS.maxBins),
    batchSize: number(values.batch, FIT_DEFAULTS.batchSize),
    ridge: number(values.ridge, FIT_DEFAULTS.ridge),
    version: values.version,
  })
  if (!parsed.success) {
    console.error(USAGE)
    return 2
  }
  const options = parsed.data
  // The server's modules load only once the arguments are right: a usage error answers at once.
  const [{ readEnv }, { fitScorecard }, { fitReport }, { marketOfCompany }, { companyConfigsOf }, { scorecardOf }] = await Promise.all([
    import('../env'),
    import('../domain/credit/fit/score-fit'),
    import('../domain/credit/fit/fit-report'),
    import('../domain/markets/company-market'),
    import('../domain/configs/company-configs'),
    import('../domain/credit/scorecard-config'),
  ])
  const started = performance.now()
  const env = readEnv()
  // Read only: the fit leaves the schema to the server and `npm run migrate`.
  return onDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1, migrate: false }, async (database) => {
    const { timeZone } = await marketOfCompany(database.db, options.companyId)
    const inForce = scorecardOf(await companyConfigsOf(database.db, options.companyId)).champion.bands
    const fit = await fitScorecard(database.db, options, { timeZone, now: new Date(), inForce })
    const run = { seconds: (performance.now() - started) / 1000, peakRssMb: process.resourceUsage().maxRSS / 1024 }
    await mkdir(values.out, { recursive: true })
    const base = join(values.out, `company-${options.companyId}`)
    await writeFile(`${base}-draft-table.json`, `${JSON.stringify(fit.table, null, 2)}\n`)
    await writeFile(`${base}-fit.json`, `${JSON.stringify({ ...fit, run }, null, 2)}\n`)
    await writeFile(`${base}-report.md`, fitReport(fit, run))
    const heldOut = fit.discrimination.heldOut
    process.stdout.write(
      `fitted ${fit.fitted.loans} loans (${fit.fitted.bad} bad), held out ${fit.heldOut.loans}: AUC ${heldOut?.auc.toFixed(3) ?? '–'}, ` +
        `Gini ${heldOut?.gini.toFixed(3) ?? '–'}, KS ${heldOut?.ks.toFixed(3) ?? '–'}; ${run.seconds.toFixed(1)} s, peak RSS ${run.peakRssMb.toFixed(0)} MB\n` +
        `draft table ${base}-draft-table.json, report ${base}-report.md\n`,
    )
    return 0
  })
}

process.exitCode = await main()
