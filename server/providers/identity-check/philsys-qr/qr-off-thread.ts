// readQrFromPhoto as the kyc-check job calls it: on one worker thread per process, started on first
// use, so the server's own thread keeps answering while a photo is scanned (qr-worker.ts says why).
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { QrAnswer, QrRequest } from './qr-worker'

type Pending = { resolve: (text: string | null) => void; reject: (error: Error) => void }

let worker: Worker | null = null
let nextId = 1
const pending = new Map<number, Pending>()

function failAll(error: Error) {
  for (const { reject } of pending.values()) reject(error)
  pending.clear()
  worker = null
}

function startWorker(): Worker {
  // Built beside main.js in the production bundle (scripts/build-server.ts); from the sources, compiled by tsx as the server is.
  const built = new URL('./qr-worker.js', import.meta.url)
  const started = existsSync(fileURLToPath(built))
    ? new Worker(built)
    : new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./qr-worker.ts', import.meta.url).href)}) })`, { eval: true })
  started.unref()
  started.on('message', (answer: QrAnswer) => {
    const waiting = pending.get(answer.id)
    if (!waiting) return
    pending.delete(answer.id)
    if ('error' in answer) waiting.reject(new Error(`QR reader: ${answer.error}`))
    else waiting.resolve(answer.text)
  })
  // A thread that died fails what it held (the job asks again); the next call starts a new one.
  started.on('error', (error) => failAll(error))
  started.on('exit', (code) => failAll(new Error(`QR reader thread exited with ${code}`)))
  return started
}

export function readQrOffThread(photo: Uint8Array): Promise<string | null> {
  worker ??= startWorker()
  const id = nextId++
  // A copy of its own to hand over: a Buffer's bytes may sit in Node's shared pool, which must not move.
  const request: QrRequest = { id, photo: new Uint8Array(photo) }
  const thread = worker
  return new Promise<string | null>((resolve, reject) => {
    pending.set(id, { resolve, reject })
    thread.postMessage(request, [request.photo.buffer as ArrayBuffer])
  })
}
