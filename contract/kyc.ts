// Where a borrower's identity check stands, and why, as codes the app and the back office
// translate: a check or a staff member decides, never free text from the server.

/** none: nothing sent yet; pending: a check runs; verified: a passed check or a person; review: a person looks; rejected: retake or contact support. */
export const KYC_STATUSES = ['none', 'pending', 'verified', 'review', 'rejected'] as const
export type KycStatus = (typeof KYC_STATUSES)[number]

/** The photo a borrower is asked to take again. */
export const RETAKE_SLOTS = ['front', 'back', 'hand'] as const
export type RetakeSlot = (typeof RETAKE_SLOTS)[number]

/** Why a check did not pass by itself, or why a person decided as they did. */
export const KYC_REASONS = [
  /** The authority does not know the card, or it is no longer valid (DOPA, PhilSys). */
  'document_not_valid',
  /** The authority's record disagrees with the typed name or birthday. */
  'document_details_mismatch',
  /** Thailand's card check needs the laser code on the back of the card. */
  'laser_code_missing',
  /** The authority could not be asked (no check exists for the document, or it did not answer in time): a person checks. */
  'document_not_checked',
  /** The Philippines: no QR code could be read on the photo of the PhilID's front; a clearer photo of it is asked for. */
  'document_qr_unreadable',
  /** The Philippines: the PhilID's QR code is not signed by PhilSys's key: altered, or not a genuine card. */
  'document_signature_invalid',
  /** The card's signed data says another ID number, name or birthday than the one typed. */
  'document_number_mismatch',
  'document_name_mismatch',
  'document_birthday_mismatch',
  'no_face_on_id',
  'no_face_in_hand_photo',
  'several_faces',
  'face_mismatch',
  'photo_too_small',
  /** The hand-held photo looks like a photo of a screen or of a print, not of the borrower in person: taken again. */
  'liveness_failed',
  /** No liveness check could judge the hand-held photo (none is set up, or it could not evaluate it): a person looks. */
  'liveness_not_checked',
  /** The identity provider did not answer in time, or answered what it should not; the job asks again. */
  'check_unavailable',
  /** A photo is a near copy of another borrower's photo. */
  'photo_reused',
  /** Staff: the documents were checked by a person. */
  'documents_checked',
  /** Staff: a photo cannot be read; the borrower is asked for a new one. */
  'photo_unreadable',
  /** Staff: the person or the document is not who the application says. */
  'identity_mismatch',
  /** Staff: contact support, the account needs a conversation. */
  'contact_support',
] as const
export type KycReason = (typeof KYC_REASONS)[number]

/** The reasons a person may give for a decision: `documents_checked` verifies, the others reject. */
export const KYC_STAFF_REASONS = ['documents_checked', 'photo_unreadable', 'identity_mismatch', 'document_not_valid', 'face_mismatch', 'photo_reused', 'contact_support'] as const
export type KycStaffReason = (typeof KYC_STAFF_REASONS)[number]

/** Which photo each reason asks the borrower to take again. */
export const RETAKE_FOR: Partial<Record<KycReason, readonly RetakeSlot[]>> = {
  no_face_on_id: ['front'],
  document_qr_unreadable: ['front'],
  no_face_in_hand_photo: ['hand'],
  several_faces: ['hand'],
  face_mismatch: ['front', 'hand'],
  photo_too_small: ['front', 'hand'],
  liveness_failed: ['hand'],
  photo_unreadable: ['front', 'back', 'hand'],
}

export function retakeFor(reasons: readonly KycReason[]): RetakeSlot[] {
  const slots = new Set(reasons.flatMap((r) => RETAKE_FOR[r] ?? []))
  return RETAKE_SLOTS.filter((s) => slots.has(s))
}

/** The steps an identity check answers, each on its own. */
export const KYC_STEPS = ['document', 'face', 'liveness'] as const
export type KycStep = (typeof KYC_STEPS)[number]
export type StepOutcome = 'passed' | 'failed' | 'review' | 'not_performed'

/** Fraud signals that send an application to a person before any money leaves. */
export const FRAUD_SIGNALS = ['shared_payout_account', 'shared_device', 'photo_reused', 'shared_emergency_contact', 'application_burst'] as const
export type FraudSignal = (typeof FRAUD_SIGNALS)[number]

/** Thailand's laser code as printed on the back of the ID card: JT1-1234567-89. */
export function normalizeLaserCode(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{10}$/.test(compact)) return null
  return `${compact.slice(0, 3)}-${compact.slice(3, 10)}-${compact.slice(10)}`
}
