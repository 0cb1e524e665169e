// bench/report.md, assembled from sections: each figure script adds its tables with
// `section()`, and `writeReport()` writes them all under the machine and the date.
import { writeFile } from 'node:fs/promises'
import { cpus, platform, release, totalmem } from 'node:os'

export type Cell = string | number
export type Row = Record<string, Cell>
type Section = { title: string; rows: Row[]; note?: string; markdown?: string }

const sections: Section[] = []

/** Adds a table under a heading; `note` is a paragraph above it (what, how, how many runs). */
export function section(title: string, rows: Row[], note?: string, options: { top?: boolean } = {}): void {
  const entry = { title, rows, ...(note ? { note } : {}) }
  if (options.top) sections.unshift(entry)
  else sections.push(entry)
}

/** A section that brings its own markdown (a figure that writes several tables of its own). */
export function markdownSection(title: string, markdown: string): void {
  sections.push({ title, rows: [], markdown })
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

export const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–')

export function machine(): string {
  const cpu = cpus()
  return [
    `- Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB memory, ${platform()} ${release()}, Node ${process.version}`,
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  ].join('\n')
}

function table(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  const line = (cells: Cell[]) => `| ${cells.map((c) => String(c).replaceAll('|', '\\|')).join(' | ')} |`
  return [line(columns), line(columns.map(() => '---')), ...rows.map((r) => line(columns.map((c) => r[c] ?? '')))].join('\n')
}

export async function writeReport(path: string, intro: string): Promise<void> {
  const body = sections.map((s) => [`## ${s.title}`, s.note ?? '', s.markdown ?? table(s.rows)].filter(Boolean).join('\n\n'))
  await writeFile(path, [`# Benchmark report`, intro, machine(), ...body].join('\n\n') + '\n')
}
