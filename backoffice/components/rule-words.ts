// A lending config's and a scorecard's rules in words, old → new, for the approval card.
import { lendingChangeBeforeSchema, lendingChangePayloadSchema } from '../../contract/admin/schemas/config'
import { type ScorecardConfig, scorecardConfigSchema, type ScoreTable } from '../../contract/credit/scorecard'
import { LENDING_CONFIG_FIELDS, LENDING_CONFIG_TITLES, type LendingField } from '../../contract/lending-configs'
import { money, moneyOf } from './format'

/** One line of a change as a checker reads it: before, after, and whether it moved. */
export type ChangeLine = { label: string; before: string; after: string; changed: boolean }

const UNIT_WORDS: Record<LendingField['unit'], string> = { years: 'years', times: 'times', money: '', percent: '% of income', count: '', days: 'days', minutes: 'minutes' }
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** A rule's value as a checker reads it: "22 years", "3,100.00 THB", "none". */
export function ruleValue(field: LendingField, value: number | null, currency: string): string {
  if (value === null) return 'none'
  if (field.unit === 'money') return `${moneyOf(value, currency)} ${currency}`
  const unit = UNIT_WORDS[field.unit]
  return unit === '' ? NUMBER.format(value) : `${NUMBER.format(value)} ${unit}`
}

export function lendingConfigLines(payload: unknown, before: unknown): { title: string; lines: ChangeLine[] } | null {
  const change = lendingChangePayloadSchema.safeParse(payload)
  const old = lendingChangeBeforeSchema.safeParse(before)
  if (!change.success || !old.success) return null
  const { key, values, currency } = change.data
  const lines = LENDING_CONFIG_FIELDS[key].map((field) => {
    const was = ruleValue(field, old.data.values[field.name] ?? null, currency)
    const now = ruleValue(field, values[field.name] ?? null, currency)
    return { label: field.label, before: was, after: now, changed: was !== now }
  })
  return { title: LENDING_CONFIG_TITLES[key], lines: lines.filter((l) => l.changed) }
}

function tableWords(table: ScoreTable | null): Map<string, string> {
  const words = new Map<string, string>()
  if (!table) return words
  words.set('version', table.version)
  words.set('base score', String(table.baseScore))
  for (const a of table.attributes) {
    const bins = a.bins.map((b) => `${b.below === null ? 'rest' : `< ${b.below}`} → ${b.points}`).join(', ')
    words.set(`${a.attribute.replaceAll('_', ' ')}`, `${bins}; unknown ${a.missing}`)
  }
  for (const b of table.bands) words.set(`band ${b.band}`, `from ${b.minScore}, ${b.outcome}${b.maxAmount === null ? '' : `, at most ${money(b.maxAmount)}`}`)
  return words
}

function tableLines(who: string, before: ScoreTable | null, after: ScoreTable | null): ChangeLine[] {
  const was = tableWords(before)
  const now = tableWords(after)
  return [...new Set([...was.keys(), ...now.keys()])]
    .map((k) => ({ label: `${who}: ${k}`, before: was.get(k) ?? '—', after: now.get(k) ?? '—', changed: was.get(k) !== now.get(k) }))
    .filter((l) => l.changed)
}

/** The champion's and the challenger's changes, and the challenger's share. */
export function scorecardLines(payload: unknown, before: unknown): ChangeLine[] | null {
  const after = scorecardConfigSchema.safeParse((payload as { scorecard?: unknown } | null)?.scorecard)
  const old = scorecardConfigSchema.safeParse(before)
  if (!after.success) return null
  const was: ScorecardConfig | null = old.success ? old.data : null
  const share = (c: ScorecardConfig | null) => (c ? `${Math.round(c.challengerShare * 100)} % of applications` : '—')
  const lines = [...tableLines('Champion', was?.champion ?? null, after.data.champion), ...tableLines('Challenger', was?.challenger ?? null, after.data.challenger)]
  if (share(was) !== share(after.data)) lines.push({ label: "Challenger's share", before: share(was), after: share(after.data), changed: true })
  return lines
}
