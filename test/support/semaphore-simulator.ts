// A local stand-in for Semaphore's API as semaphore.co/docs describes it: form fields apikey,
// number, message, sendername on POST /api/v4/priority, answered with a list holding the message;
// GET /api/v4/messages/{id}?apikey= answers that list again with its current status.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type SemaphoreText = { message_id: number; number: string; message: string; sendername: string; status: string }

export type SemaphoreSimulator = {
  url: string
  apiKey: string
  texts: SemaphoreText[]
  /** How many times a message's status was asked. */
  asked: number
  /** The HTTP status of the next sends instead of taking them (500: Semaphore is down). */
  failSendsWith: number | null
  /** Milliseconds to hold the next answers to a send back. */
  holdAnswersMs: number
  /** The status a queued message moves to when it is asked about. */
  settleAs: (text: SemaphoreText) => string
  close(): Promise<void>
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let text = ''
  for await (const chunk of request) text += chunk
  return new URLSearchParams(text)
}

export async function startSemaphoreSimulator(): Promise<SemaphoreSimulator> {
  const apiKey = `sem-${Math.random().toString(36).slice(2)}`
  const answer = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  const sim: SemaphoreSimulator = {
    url: '',
    apiKey,
    texts: [],
    asked: 0,
    failSendsWith: null,
    holdAnswersMs: 0,
    settleAs: () => 'Sent',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const asJson = (t: SemaphoreText) => ({ message_id: t.message_id, recipient: `63${t.number.slice(1)}`, message: t.message, sender_name: t.sendername, network: 'Globe', status: t.status, type: 'Single', source: 'Api' })

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sim')
    if (req.method === 'POST' && url.pathname === '/api/v4/priority') {
      const form = await formOf(req)
      if (form.get('apikey') !== apiKey) return answer(res, 401, { apikey: ['The apikey is invalid.'] })
      if (sim.failSendsWith) return answer(res, sim.failSendsWith, { error: 'unavailable' })
      const number = form.get('number') ?? ''
      if (!/^09\d{9}$/.test(number)) return answer(res, 422, { number: ['The number format is invalid.'] })
      const text = { message_id: 1000 + sim.texts.length, number, message: form.get('message') ?? '', sendername: form.get('sendername') ?? 'SEMAPHORE', status: 'Pending' }
      sim.texts.push(text)
      if (sim.holdAnswersMs > 0) await new Promise((resolve) => setTimeout(resolve, sim.holdAnswersMs))
      return answer(res, 200, [asJson(text)])
    }
    const one = /^\/api\/v4\/messages\/(\d+)$/.exec(url.pathname)
    if (req.method === 'GET' && one) {
      if (url.searchParams.get('apikey') !== apiKey) return answer(res, 401, { apikey: ['The apikey is invalid.'] })
      sim.asked++
      const text = sim.texts.find((t) => t.message_id === Number(one[1]))
      if (!text) return answer(res, 404, { message: 'Not found' })
      if (text.status === 'Pending') text.status = sim.settleAs(text)
      return answer(res, 200, [asJson(text)])
    }
    return answer(res, 404, { message: 'Not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  sim.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return sim
}
