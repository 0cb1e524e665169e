// Why an identity check did not pass by itself, in the borrower's language. The server sends codes
// from the catalogue only (contract/kyc.ts); the words are ours. A reused photo is never told to
// the borrower (it is for staff), so it has no words here.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { KycReason, RetakeSlot } from '../../contract/kyc'
import { i18n } from './i18n'

export type ShownKycReason = Exclude<KycReason, 'photo_reused'>

const REASON_TEXT: Record<ShownKycReason, MessageDescriptor> = {
  document_not_valid: msg`The office that issued your ID card could not confirm that the card is valid.`,
  document_details_mismatch: msg`Your name or date of birth is not the same as on the record of your ID card.`,
  laser_code_missing: msg`We need the laser code from the back of your ID card.`,
  document_not_checked: msg`Your ID card could not be checked automatically, so a person checks it.`,
  document_qr_unreadable: msg`We could not read the QR code on the front of your ID card. Take a clearer photo of the whole card.`,
  document_signature_invalid: msg`The QR code on your ID card could not be confirmed as issued for this card.`,
  document_number_mismatch: msg`The ID number you typed is not the one on your ID card.`,
  document_name_mismatch: msg`The name you typed is not the one on your ID card.`,
  document_birthday_mismatch: msg`The date of birth you typed is not the one on your ID card.`,
  no_face_on_id: msg`We could not see the face on the front of your ID card.`,
  no_face_in_hand_photo: msg`We could not see your face in the photo of you holding your ID card.`,
  several_faces: msg`There is more than one face in the photo of you holding your ID card.`,
  face_mismatch: msg`The face on your ID card and the face in your photo could not be matched.`,
  photo_too_small: msg`A face in your photos is too small to compare.`,
  liveness_failed: msg`The photo of you holding your ID card does not look like a photo taken just now.`,
  liveness_not_checked: msg`Your photo holding your ID card could not be checked automatically, so a person checks it.`,
  check_unavailable: msg`The card check did not answer in time. We try again by ourselves.`,
  documents_checked: msg`A person checked your documents.`,
  photo_unreadable: msg`A photo could not be read.`,
  identity_mismatch: msg`Your documents do not match the details you gave us.`,
  contact_support: msg`Please contact us so that we can finish checking your identity.`,
}

const SLOT_TEXT: Record<RetakeSlot, MessageDescriptor> = {
  front: msg`the front of your ID card`,
  back: msg`the back of your ID card`,
  hand: msg`you holding your ID card`,
}

export function kycReasonText(reason: KycReason): string | null {
  return reason === 'photo_reused' ? null : i18n._(REASON_TEXT[reason])
}

export function retakeSlotText(slot: RetakeSlot): string {
  return i18n._(SLOT_TEXT[slot])
}
