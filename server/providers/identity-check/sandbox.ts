// The sandbox identity check, for `npm start` and the tests: deterministic, so every outcome can be
// reached by what is typed (docs/identity.md). The name decides, as a demo borrower types it:
//   contains "Invalid"  → the document is not valid with the authority (failed)
//   contains "Mismatch" → the authority's record disagrees with the details (review)
//   contains "Timeout"  → no answer within the time-out (the job asks again)
//   contains "Garbage"  → an answer that is not one (the job asks again)
// Anything else passes. A card whose check needs the laser code cannot be checked without it (review), as with DOPA.
// The hand-held photo's liveness has a sandbox of its own (providers/liveness/sandbox.ts).
import type { IdentityCheckAnswer, IdentityCheckProvider, IdentityCheckRequest, StepAnswer } from './port'
import { IdentityCheckGarbage } from './port'

const passed: StepAnswer = { outcome: 'passed', reasons: [] }

export const sandboxIdentityCheck: IdentityCheckProvider = {
  name: 'sandbox',
  async check(request: IdentityCheckRequest, signal: AbortSignal): Promise<IdentityCheckAnswer> {
    const name = request.realName
    if (name.includes('Timeout')) {
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }))
      throw signal.reason ?? new Error('aborted')
    }
    if (name.includes('Garbage')) throw new IdentityCheckGarbage('sandbox', 'an empty body')
    return { document: documentStep(request) }
  },
}

function documentStep({ needsLaserCode, laserCode, realName }: IdentityCheckRequest): StepAnswer {
  if (needsLaserCode && laserCode === null) return { outcome: 'review', reasons: ['laser_code_missing'] }
  if (realName.includes('Invalid')) return { outcome: 'failed', reasons: ['document_not_valid'] }
  if (realName.includes('Mismatch')) return { outcome: 'review', reasons: ['document_details_mismatch'] }
  return passed
}
