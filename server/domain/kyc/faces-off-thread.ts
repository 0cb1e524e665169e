// The face match as the kyc-check job calls it: in one worker thread per process, started on first
// use and loaded once, so the server's own thread keeps answering while a photo is read.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { FaceStep } from './face-match'
import type { FaceAnswer, FaceRequest } from './face-worker'

type Pending = { resolve: (step: FaceStep) => void; reject: (error: Error) => void }

let worker: Worker | null = null
let nextId = 1
const pending = new Map<number, Pending>()

function failAll(error: Error) {
  for (const { reject } of pending.values()) reject(error)
  pending.clear()
  worker = null
}

function startWorker(): Worker {
  // The production bundle has the worker built beside main.js (scripts/build-server.ts); from the
  // sources (npm start, the tests) the thread compiles its TypeScript with tsx, as the server does.
  const built = new URL('./face-worker.js', import.meta.url)
  const started = existsSync(fileURLToPath(built))
    ? new Worker(built)
    : new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./face-worker.ts', import.meta.url).href)}) })`, { eval: true })
  // An idle thread never keeps a finished process (a test file, a CLI) alive.
  started.unref()
  started.on('message', (answer: FaceAnswer) => {
    const waiting = pending.get(answer.id)
    if (!waiting) return
    pending.delete(answer.id)
    if ('error' in answer) waiting.reject(new Error(`face match: ${answer.error}`))
    else waiting.resolve(answer.step)
  })
  // A thread that died (out of memory, a crash in the model) fails what it held; the next call starts a new one.
  started.on('error', (error) => failAll(error))
  started.on('exit', (code) => failAll(new Error(`face match thread exited with ${code}`)))
  return started
}

/** matchFaces (face-match.ts) on the face thread; the job's retry covers a thread that died under it. */
export function matchFacesOffThread(idFront: Uint8Array, handHeld: Uint8Array): Promise<FaceStep> {
  worker ??= startWorker()
  const id = nextId++
  // Copies of their own to hand over: a Buffer's bytes may sit in Node's shared pool, which must not move.
  const request: FaceRequest = { id, idFront: new Uint8Array(idFront), handHeld: new Uint8Array(handHeld) }
  const thread = worker
  return new Promise<FaceStep>((resolve, reject) => {
    pending.set(id, { resolve, reject })
    thread.postMessage(request, [request.idFront.buffer as ArrayBuffer, request.handHeld.buffer as ArrayBuffer])
  })
}
