// One worker thread per process for CPU-heavy work a job asks for (matching faces, reading a QR code):
// started on first use, so the server's own thread keeps answering while a photo is read. A thread
// that died (out of memory, a crash in a model) fails what it held, which its job asks again, and the
// next call starts a new one.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

/** What a worker answers a request: its result, or why it failed, under the request's id. */
export type ThreadAnswer = { id: number; error?: string }

type Pending = { resolve: (answer: ThreadAnswer) => void; reject: (error: Error) => void }

/**
 * A function that hands a request to the thread and resolves with its answer. `built` is the worker as
 * the production bundle has it beside main.js (scripts/build-server.ts); `source` the TypeScript the
 * thread compiles with tsx when run from the sources (npm start, the tests), as the server does.
 */
export function oneThread<Request extends { id: number }, Answer extends ThreadAnswer>(name: string, built: URL, source: URL) {
  let worker: Worker | null = null
  let nextId = 1
  const pending = new Map<number, Pending>()

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error)
    pending.clear()
    worker = null
  }

  const start = (): Worker => {
    const started = existsSync(fileURLToPath(built))
      ? new Worker(built)
      : new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source.href)}) })`, { eval: true })
    // An idle thread never keeps a finished process (a test file, a CLI) alive.
    started.unref()
    started.on('message', (answer: ThreadAnswer) => {
      const waiting = pending.get(answer.id)
      if (!waiting) return
      pending.delete(answer.id)
      if (answer.error !== undefined) waiting.reject(new Error(`${name}: ${answer.error}`))
      else waiting.resolve(answer)
    })
    started.on('error', (error) => failAll(error))
    started.on('exit', (code) => failAll(new Error(`${name} thread exited with ${code}`)))
    return started
  }

  /** `make` builds the request with its id; `transfer` lists the buffers handed over (copies of their own: a Buffer's bytes may sit in Node's shared pool, which must not move). */
  return (make: (id: number) => Request, transfer: (request: Request) => ArrayBuffer[]): Promise<Answer> => {
    worker ??= start()
    const request = make(nextId++)
    const thread = worker
    return new Promise<Answer>((resolve, reject) => {
      pending.set(request.id, { resolve: (answer) => resolve(answer as Answer), reject })
      thread.postMessage(request, transfer(request))
    })
  }
}
