// The Philippine document step where the lender has PhilSys's QR key: the QR code on the PhilID's
// front is read from the stored photo, its Ed25519 signature checked against the key, and the signed
// data compared with what the borrower typed. Offline, as the PSA's PhilSys Check does it: no call
// leaves the process, so there is nothing to time out; it cannot tell a card revoked since issue.
import { type KeyObject, verify } from 'node:crypto'
import type { IdentityCheckAnswer, IdentityCheckProvider, IdentityCheckRequest, StepAnswer } from '../port'
import { disagreements } from './compare'
import { parsePhilsysQr, type PhilsysQr } from './qr-payload'
import { readQrOffThread } from './qr-off-thread'

/** The Philippine id type whose card carries the signed QR code (contract/market/ph/id-types.ts). */
export const PHILID_TYPE = 'ph_philsys'

const PERSON_CHECKS: StepAnswer = { outcome: 'review', reasons: ['document_not_checked'] }

export function signedByOneOf(qr: PhilsysQr, keys: readonly KeyObject[]): boolean {
  return keys.some((key) => verify(null, qr.signedBytes, key, qr.signature))
}

/** The document step for a QR code's text: what the signature and the typed details say. */
export function documentStepOfQr(text: string, keys: readonly KeyObject[], typed: Pick<IdentityCheckRequest, 'identity' | 'realName' | 'birthday'>): StepAnswer {
  const qr = parsePhilsysQr(text)
  // A QR code that is not PhilSys's signed data (another code on the photo, a newer card's short code): a person looks at the card.
  if (!qr.ok) return PERSON_CHECKS
  // Neither PhilSys's key nor the card's signed bytes are confirmed from a PSA publication (docs/identity.md), so a
  // signature that does not verify may be our reading's fault, not the borrower's: a person looks at the card, with the reason.
  if (!signedByOneOf(qr, keys)) return { outcome: 'review', reasons: ['document_signature_invalid'] }
  const { failed, unsure } = disagreements(typed, qr.subject)
  if (failed.length > 0) return { outcome: 'failed', reasons: failed }
  if (unsure.length > 0) return { outcome: 'review', reasons: unsure }
  return { outcome: 'passed', reasons: [] }
}

export function philsysQrCheck(keys: readonly KeyObject[]): IdentityCheckProvider {
  return {
    name: 'philsys-qr',
    async check(request: IdentityCheckRequest): Promise<IdentityCheckAnswer> {
      // Other Philippine IDs carry no signature we can check.
      if (request.idType !== PHILID_TYPE) return { document: PERSON_CHECKS }
      const text = await readQrOffThread(request.photos.front)
      if (text === null) return { document: { outcome: 'review', reasons: ['document_qr_unreadable'] } }
      return { document: documentStepOfQr(text, keys, request) }
    },
  }
}
