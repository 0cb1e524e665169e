// The face match as the kyc-check job calls it: on one worker thread per process, loaded once, so the
// server's own thread keeps answering while a photo is read.
import { oneThread } from '../../threads/one-thread'
import type { FaceStep } from './face-match'
import type { FaceAnswer, FaceRequest } from './face-worker'

const onThread = oneThread<FaceRequest, FaceAnswer>('face match', new URL('./face-worker.js', import.meta.url), new URL('./face-worker.ts', import.meta.url))

/** matchFaces (face-match.ts) on the face thread; the job's retry covers a thread that died under it. */
export async function matchFacesOffThread(idFront: Uint8Array, handHeld: Uint8Array): Promise<FaceStep> {
  const answer = await onThread(
    (id) => ({ id, idFront: new Uint8Array(idFront), handHeld: new Uint8Array(handHeld) }),
    (request) => [request.idFront.buffer as ArrayBuffer, request.handHeld.buffer as ArrayBuffer],
  )
  if (!('step' in answer)) throw new Error('face match: an answer without a step')
  return answer.step
}
