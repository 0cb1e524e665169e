// The fit as a reader checks it before submitting the draft: per attribute its bins with counts,
// bad rate, WoE, IV and points; the coefficients; how well the draft separates held-out loans.
import type { Discrimination } from './discrimination'
import type { ScorecardFit } from './score-fit'

export type RunFigures = { seconds: number; peakRssMb: number }

const fixed = (n: number, places: number) => (Number.isFinite(n) ? n.toFixed(places) : String(n))
const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((part / whole) * 100).toFixed(1)}%`)

function measured(label: string, d: Discrimination | null): string {
  if (!d) return `| ${label} | – | – | – | – | – |`
  return `| ${label} | ${d.good + d.bad} | ${d.bad} | ${fixed(d.auc, 3)} | ${fixed(d.gini, 3)} | ${fixed(d.ks, 3)} |`
}

export function fitReport(fit: ScorecardFit, run: RunFigures): string {
  const o = fit.options
  const lines = [
    `# Scorecard fit, company ${o.companyId}: draft table \`${fit.table.version}\``,
    '',
    `Judged at ${fit.at}. Bad: a period ${o.badDays} days past due on a day within ${o.windowMonths} months of the payout.`,
    `Fitted on ${fit.fitted.loans} loans (${fit.fitted.bad} bad, ${percent(fit.fitted.bad, fit.fitted.loans)}); held out ${fit.heldOut.loans} (${fit.heldOut.bad} bad, ${percent(fit.heldOut.bad, fit.heldOut.loans)}), ${o.holdoutShare * 100}% by a hash of the loan's id;`,
    `${fit.unknown} paid-out loans left out, their window not over and not bad so far.`,
    '',
    `Scaling: ${o.baseScore} points at ${o.baseOdds}:1 good to bad, ${o.pdo} points to double the odds (factor ${fixed(fit.factor, 3)}, offset ${fixed(fit.offset, 2)}); base score ${fit.table.baseScore}.`,
    `Regression: log-odds(bad) = ${fixed(fit.intercept, 4)} + Σ β·WoE, ridge ${o.ridge}, ${fit.iterations} Newton steps, ${fit.converged ? 'converged' : '**not converged**'}; ${fit.patterns} combinations of bins.`,
    `Run: ${fixed(run.seconds, 1)} s, peak RSS ${fixed(run.peakRssMb, 0)} MB.`,
    '',
    '## How well the draft separates good from bad (higher score = safer)',
    '',
    '| Loans | Count | Bad | AUC | Gini | KS |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    measured('held out', fit.discrimination.heldOut),
    measured('fitted', fit.discrimination.fitted),
    '',
    '## Attributes',
    '',
    '| Attribute | β | IV |',
    '| --- | ---: | ---: |',
    ...fit.attributes.map((a) => `| ${a.attribute} | ${fixed(a.coefficient, 4)} | ${fixed(a.bins.reduce((s, b) => s + b.iv, a.missing.iv), 4)} |`),
  ]
  for (const a of fit.attributes) {
    lines.push('', `### ${a.attribute}`, '', '| Values | Loans | Bad | Bad rate | WoE | IV | Points |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: |')
    for (const [i, b] of a.bins.entries()) {
      const n = b.good + b.bad
      lines.push(`| ${b.from === b.to ? b.from : `${b.from} – ${b.to}`} | ${n} | ${b.bad} | ${percent(b.bad, n)} | ${fixed(b.woe, 3)} | ${fixed(b.iv, 4)} | ${a.points[i]} |`)
    }
    const m = a.missing.good + a.missing.bad
    lines.push(`| missing | ${m} | ${a.missing.bad} | ${percent(a.missing.bad, m)} | ${fixed(a.missing.woe, 3)} | ${fixed(a.missing.iv, 4)} | ${a.missingPoints} |`)
  }
  lines.push('', '## Bands (cut-offs to set before submitting)', '', '| Band | Min score | Outcome | Share of fitted loans |', '| --- | ---: | --- | ---: |')
  for (const b of fit.table.bands) lines.push(`| ${b.band} | ${b.minScore} | ${b.outcome} | ${(b.referenceShare * 100).toFixed(1)}% |`)
  lines.push('')
  return lines.join('\n')
}
