// readQrFromPhoto as the kyc-check job calls it: on one worker thread per process (qr-worker.ts says why).
import { oneThread } from '../../../threads/one-thread'
import type { QrAnswer, QrRequest } from './qr-worker'

const onThread = oneThread<QrRequest, QrAnswer>('QR reader', new URL('./qr-worker.js', import.meta.url), new URL('./qr-worker.ts', import.meta.url))

export async function readQrOffThread(photo: Uint8Array): Promise<string | null> {
  const answer = await onThread(
    (id) => ({ id, photo: new Uint8Array(photo) }),
    (request) => [request.photo.buffer as ArrayBuffer],
  )
  return 'text' in answer ? answer.text : null
}
