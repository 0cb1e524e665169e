// The QR reader's own thread (qr-off-thread.ts starts it): jsQR scans a 1600 px photo for a few
// hundred milliseconds at a stretch, and a photo with no code is scanned several ways; on the
// server's thread that would stall every request meanwhile, as the face model did (face-worker.ts).
import { parentPort } from 'node:worker_threads'
import { readQrFromPhoto } from './read-qr'

export type QrRequest = { id: number; photo: Uint8Array }
export type QrAnswer = { id: number; text: string | null } | { id: number; error: string }

const port = parentPort
if (!port) throw new Error('qr-worker.ts runs only as a worker thread')
port.on('message', (request: QrRequest) => {
  readQrFromPhoto(request.photo).then(
    (text) => port.postMessage({ id: request.id, text } satisfies QrAnswer),
    (error: unknown) => port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies QrAnswer),
  )
})
