// A local stand-in for a member's gateway to Thailand's NCB, speaking the wire format of
// server/providers/credit-bureau/ncb-member/wire.ts: POST /v1/inquiries with the member's bearer
// key and an Idempotency-Key; a repeated key answers the first report again and is not counted
// as a new inquiry. Files are set per citizen ID; an unknown ID is "no hit".
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { NcbReport } from '../../server/providers/credit-bureau/ncb-member/wire'

export type NcbSimulator = {
  url: string
  apiKey: string
  memberCode: string
  /** Reports on file by citizen ID (without the enquiry id and date, which the simulator writes). */
  files: Map<string, Pick<NcbReport, 'accounts' | 'enquiries'>>
  /** Inquiries counted (one per idempotency key) and every request body received. */
  inquiries: number
  bodies: unknown[]
  /** Milliseconds to wait before answering. */
  delayMs: number
  close(): Promise<void>
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

export async function startNcbSimulator(reportDate = '20261128'): Promise<NcbSimulator> {
  const answered = new Map<string, NcbReport>()
  const sim: NcbSimulator = { url: '', apiKey: 'ncb-test-key', memberCode: 'M0099', files: new Map(), inquiries: 0, bodies: [], delayMs: 0, close: async () => undefined }
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      if (req.method !== 'POST' || req.url !== '/v1/inquiries') return send(404, { error: 'not found' })
      if (req.headers.authorization !== `Bearer ${sim.apiKey}`) return send(401, { error: 'unauthorized' })
      const key = req.headers['idempotency-key']
      if (typeof key !== 'string' || key === '') return send(400, { error: 'Idempotency-Key required' })
      const body = (await readJson(req)) as { memberCode: string; subject: { idNumber: string } }
      sim.bodies.push(body)
      if (body.memberCode !== sim.memberCode) return send(403, { error: 'unknown member' })
      if (sim.delayMs > 0) await new Promise((r) => setTimeout(r, sim.delayMs))
      const before = answered.get(key)
      if (before) return send(200, before)
      sim.inquiries++
      const file = sim.files.get(body.subject.idNumber)
      const report: NcbReport = { enquiryId: `ENQ-${sim.inquiries}`, reportDate, hit: file !== undefined, accounts: file?.accounts ?? [], enquiries: file?.enquiries ?? [] }
      answered.set(key, report)
      send(200, report)
    })().catch(() => {
      res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  sim.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  sim.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return sim
}
