// What one identity check concludes from its steps: pure, so every combination is tested.
import { type KycReason, type KycStatus, type StepOutcome } from '../../../contract/kyc'

export type StepResult = { outcome: StepOutcome; reasons: KycReason[] }
export type CheckSteps = { document: StepResult; face: StepResult; liveness: StepResult }

/**
 * Verified only when the authority knows the document, the faces match and a liveness check found a
 * live person: with no liveness check (not performed), a photo of a screen could pass for the
 * borrower, so a person looks. A failed step rejects (the borrower retakes or contacts support);
 * anything unsure, and any photo copied from another borrower, goes to a person.
 */
export function concludeCheck(steps: CheckSteps, photoReused: boolean): { status: Exclude<KycStatus, 'none' | 'pending'>; reasons: KycReason[] } {
  const all = [steps.document, steps.face, steps.liveness]
  const reasons = [...new Set([...all.flatMap((s) => s.reasons), ...(photoReused ? (['photo_reused'] as const) : [])])]
  if (all.some((s) => s.outcome === 'failed')) return { status: 'rejected', reasons }
  const sure = all.every((s) => s.outcome === 'passed') && !photoReused
  return sure ? { status: 'verified', reasons: [] } : { status: 'review', reasons }
}
