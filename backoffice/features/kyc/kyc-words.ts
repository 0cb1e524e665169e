// The identity check's codes in the reviewers' words (the back office is in English).
import type { FraudSignal, KycReason, KycStatus, KycStep } from '../../../contract/kyc'

export const KYC_STATUS_WORDS: Record<KycStatus, string> = {
  review: 'Waiting for a person',
  pending: 'Check running',
  rejected: 'Rejected',
  verified: 'Verified',
  none: 'Nothing sent',
}

export const KYC_REASON_WORDS: Record<KycReason, string> = {
  document_not_valid: 'The authority does not know the card, or it is no longer valid',
  document_details_mismatch: "The authority's record disagrees with the typed name or birthday",
  laser_code_missing: 'No laser code: the card could not be checked with DOPA',
  document_not_checked: 'The document could not be checked with an authority',
  document_qr_unreadable: "No QR code could be read on the PhilID's front: a clearer photo is asked for",
  document_signature_invalid: "The PhilID's QR code is not signed by PhilSys: altered, or not a genuine card",
  document_number_mismatch: "The card's signed data has another ID number than the one typed",
  document_name_mismatch: "The card's signed data has another name than the one typed",
  document_birthday_mismatch: "The card's signed data has another birthday than the one typed",
  no_face_on_id: 'No face found on the ID card',
  no_face_in_hand_photo: 'No face found in the hand-held photo',
  several_faces: 'Several faces in the hand-held photo',
  face_mismatch: 'The faces do not match',
  photo_too_small: 'A face is too small to compare',
  liveness_failed: 'The hand-held photo failed the liveness check (a photo of a screen or a print)',
  liveness_not_checked: 'Liveness not checked automatically: compare the hand-held photo yourself',
  check_unavailable: 'The identity provider did not answer',
  photo_reused: "A photo is a near copy of another borrower's",
  documents_checked: 'Documents checked by a person',
  photo_unreadable: 'A photo cannot be read (the borrower retakes all three)',
  identity_mismatch: 'The person or document is not who the application says',
  contact_support: 'The borrower should contact support',
}

export const KYC_STEP_WORDS: Record<KycStep, string> = { document: 'Document', face: 'Face match', liveness: 'Liveness' }

export const STEP_OUTCOME_WORDS: Record<string, string> = { passed: 'Passed', failed: 'Failed', review: 'Needs a person', not_performed: 'Not performed' }

export const FRAUD_SIGNAL_WORDS: Record<FraudSignal, string> = {
  shared_payout_account: 'Payout account shared with another borrower',
  shared_device: 'Device used by more accounts than allowed',
  photo_reused: "Identity photo near-copies another borrower's",
  shared_emergency_contact: 'Emergency contact shared by more borrowers than allowed',
  application_burst: 'Burst of applications from one address or device',
}
