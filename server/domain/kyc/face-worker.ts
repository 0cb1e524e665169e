// The face match's own thread (faces-off-thread.ts starts it). The model's WebAssembly runs for
// hundreds of milliseconds at a stretch; on the server's thread that stalled every request
// meanwhile (measured: up to 1.3 s without a tick), long enough for idle keep-alive sockets to be
// closed under clients that were reusing them.
import { parentPort } from 'node:worker_threads'
import { type FaceStep, matchFaces } from './face-match'

export type FaceRequest = { id: number; idFront: Uint8Array; handHeld: Uint8Array }
export type FaceAnswer = { id: number; step: FaceStep } | { id: number; error: string }

const port = parentPort
if (!port) throw new Error('face-worker.ts runs only as a worker thread')
port.on('message', (request: FaceRequest) => {
  matchFaces(request.idFront, request.handHeld).then(
    (step) => port.postMessage({ id: request.id, step } satisfies FaceAnswer),
    (error: unknown) => port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies FaceAnswer),
  )
})
