// A local stand-in for ThaiBulkSMS's API v2 as its official client (github.com/thaibulksms/tbs)
// calls it: POST /sms with Basic auth (API key:secret), form fields msisdn, message, sender;
// answered with phone_number_list (number, message_id, used_credit) and bad_phone_number_list.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ThaiBulkText = { message_id: string; msisdn: string; message: string; sender: string }

export type ThaiBulkSmsSimulator = {
  url: string
  apiKey: string
  apiSecret: string
  texts: ThaiBulkText[]
  /** The HTTP status of the next sends instead of taking them. */
  failSendsWith: number | null
  holdAnswersMs: number
  close(): Promise<void>
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let text = ''
  for await (const chunk of request) text += chunk
  return new URLSearchParams(text)
}

export async function startThaiBulkSmsSimulator(): Promise<ThaiBulkSmsSimulator> {
  const apiKey = `tbs-key-${Math.random().toString(36).slice(2)}`
  const apiSecret = `tbs-secret-${Math.random().toString(36).slice(2)}`
  const answer = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  const sim: ThaiBulkSmsSimulator = {
    url: '',
    apiKey,
    apiSecret,
    texts: [],
    failSendsWith: null,
    holdAnswersMs: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const server = createServer(async (req, res) => {
    if (req.headers.authorization !== `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`) {
      return answer(res, 401, { error: { code: 401, name: 'UNAUTHORIZED', description: 'Invalid api key or secret' } })
    }
    if (req.method !== 'POST' || req.url !== '/sms') return answer(res, 404, { error: { code: 404, name: 'NOT_FOUND', description: 'Not found' } })
    const form = await formOf(req)
    if (sim.failSendsWith) return answer(res, sim.failSendsWith, { error: { code: sim.failSendsWith, name: 'ERROR', description: 'Unavailable' } })
    const msisdn = form.get('msisdn') ?? ''
    if (!/^\+66[689]\d{8}$/.test(msisdn)) {
      return answer(res, 201, { remaining_credit: 100, total_use_credit: 0, credit_type: 'corporate', phone_number_list: [], bad_phone_number_list: [{ number: msisdn, message: 'Invalid phone number' }] })
    }
    const text = { message_id: `tbs-${sim.texts.length + 1}`, msisdn, message: form.get('message') ?? '', sender: form.get('sender') ?? '' }
    sim.texts.push(text)
    if (sim.holdAnswersMs > 0) await new Promise((resolve) => setTimeout(resolve, sim.holdAnswersMs))
    return answer(res, 201, { remaining_credit: 99, total_use_credit: 1, credit_type: 'corporate', phone_number_list: [{ number: msisdn, message_id: text.message_id, used_credit: 1 }], bad_phone_number_list: [] })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  sim.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return sim
}
