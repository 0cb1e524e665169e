// The fit's loans kept on disk between its two passes: the first pass reads the book from the
// database once and writes each loan here in a fixed binary record; the second reads them back a
// batch at a time. Reading the book twice cost twice the database's work, and keeping the loans
// in memory would grow with the book: a file does neither (88 bytes a loan). Written and read
// synchronously: one batch at a time, in the order the cursor hands them over.
import { closeSync, openSync, readSync, writeSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ScoreInputs } from '../../../../contract/credit/score'
import { SCORE_ATTRIBUTES } from '../../../../contract/credit/scorecard'
import type { FitLoan } from './fit-loans'

// id, bad, held out, then each attribute (NaN for missing): float64 holds every one of them exactly.
const FIELDS = 3 + SCORE_ATTRIBUTES.length
const RECORD_BYTES = FIELDS * 8

export type LoanSpool = {
  write: (loans: readonly FitLoan[]) => void
  /** Hands back what was written, in the order written, `batchSize` loans at a time. */
  read: (batchSize: number, onBatch: (loans: FitLoan[]) => void) => void
  /** Removes the file; the spool is unusable after. */
  remove: () => Promise<void>
}

export async function openLoanSpool(): Promise<LoanSpool> {
  const dir = await mkdtemp(join(tmpdir(), 'score-fit-'))
  const path = join(dir, 'loans.bin')
  const file = openSync(path, 'w+')
  let written = 0
  return {
    write(loans) {
      const values = new Float64Array(loans.length * FIELDS)
      loans.forEach((loan, i) => {
        const at = i * FIELDS
        values[at] = loan.id
        values[at + 1] = loan.bad ? 1 : 0
        values[at + 2] = loan.holdout ? 1 : 0
        SCORE_ATTRIBUTES.forEach((a, j) => {
          values[at + 3 + j] = loan.inputs[a] ?? Number.NaN
        })
      })
      const bytes = Buffer.from(values.buffer, values.byteOffset, values.byteLength)
      writeSync(file, bytes, 0, bytes.length, written * RECORD_BYTES)
      written += loans.length
    },
    read(batchSize, onBatch) {
      const buffer = Buffer.alloc(batchSize * RECORD_BYTES)
      for (let from = 0; from < written; from += batchSize) {
        const count = Math.min(batchSize, written - from)
        readSync(file, buffer, 0, count * RECORD_BYTES, from * RECORD_BYTES)
        const values = new Float64Array(buffer.buffer, buffer.byteOffset, count * FIELDS)
        const loans: FitLoan[] = []
        for (let i = 0; i < count; i++) {
          const at = i * FIELDS
          const inputs = Object.fromEntries(SCORE_ATTRIBUTES.map((a, j) => [a, numberOrNull(values[at + 3 + j])])) as ScoreInputs
          loans.push({ id: values[at] ?? 0, bad: values[at + 1] === 1, holdout: values[at + 2] === 1, inputs })
        }
        onBatch(loans)
      }
    },
    async remove() {
      closeSync(file)
      await rm(dir, { recursive: true, force: true })
    },
  }
}

const numberOrNull = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? null : v)
