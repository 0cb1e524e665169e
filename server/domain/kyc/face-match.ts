// The face step of the identity check: the face printed on the ID (front photo) and the face in
// the hand-held photo must be one person. Runs on the face thread (face-worker.ts), for the
// kyc-check job, never in a request: a photo costs about a second of CPU.
import sharp from 'sharp'
import type { KycReason, StepOutcome } from '../../../contract/kyc'
import { faceModel } from './face-model'

/**
 * Euclidean distance between the two 128-number face descriptors at or under which the faces count
 * as one person without a person looking. face-api's own default is 0.6; measured on the faces we
 * test with (docs/identity.md), two different people in one group photo came as close as 0.46, and
 * one face against itself re-framed and re-lit stays under 0.25. A distance past it never refuses:
 * it sends the identity to a person.
 */
export const FACE_MATCH_MAX_DISTANCE = 0.4

/** A photo smaller than this on its short side holds no face large enough to compare. */
export const MIN_PHOTO_SIDE = 200
const MAX_SIDE = 640
const MIN_CONFIDENCE = 0.5

export type FaceStep = { outcome: StepOutcome; reasons: KycReason[]; distance: number | null }

type Faces = { tooSmall: true } | { tooSmall: false; descriptors: Float32Array[] }

async function facesIn(bytes: Uint8Array): Promise<Faces> {
  const image = sharp(bytes).rotate()
  const meta = await image.metadata()
  if (Math.min(meta.width, meta.height) < MIN_PHOTO_SIDE) return { tooSmall: true }
  const { data, info } = await image.resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true }).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const { tf, faceapi } = await faceModel()
  const tensor = tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32')
  try {
    const found = await faceapi
      .detectAllFaces(tensor as unknown as Parameters<typeof faceapi.detectAllFaces>[0], new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_CONFIDENCE }))
      .withFaceLandmarks()
      .withFaceDescriptors()
    return { tooSmall: false, descriptors: found.map((f) => f.descriptor) }
  } finally {
    tensor.dispose()
  }
}

/** Compares the ID's face with the hand-held photo's; anything short of one clear match goes to a person. */
export async function matchFaces(idFront: Uint8Array, handHeld: Uint8Array): Promise<FaceStep> {
  const [onId, inHand] = [await facesIn(idFront), await facesIn(handHeld)]
  if (onId.tooSmall || inHand.tooSmall) return { outcome: 'review', reasons: ['photo_too_small'], distance: null }
  const reasons: KycReason[] = []
  if (onId.descriptors.length === 0) reasons.push('no_face_on_id')
  if (inHand.descriptors.length === 0) reasons.push('no_face_in_hand_photo')
  // The hand-held photo shows the card too: its printed face may be found beside the borrower's.
  if (onId.descriptors.length > 1 || inHand.descriptors.length > 2) reasons.push('several_faces')
  if (reasons.length > 0) return { outcome: 'review', reasons, distance: null }
  const { faceapi } = await faceModel()
  const [printed] = onId.descriptors as [Float32Array]
  const distance = Math.min(...inHand.descriptors.map((d) => faceapi.euclideanDistance(printed, d)))
  const rounded = Math.round(distance * 1000) / 1000
  return distance <= FACE_MATCH_MAX_DISTANCE ? { outcome: 'passed', reasons: [], distance: rounded } : { outcome: 'review', reasons: ['face_mismatch'], distance: rounded }
}
