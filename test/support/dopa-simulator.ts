// A stand-in for DOPA's CheckCardStatus SOAP service on loopback, answering as the service is
// documented to (docs/identity.md): one current card, and the service's answers for everything else.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type DopaCard = { pid: string; firstName: string; lastName: string; birthDay: string; laser: string }

const answer = (code: number, isError: boolean, desc: string) => `<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <soap:Body><CheckCardByLaserResponse xmlns="http://tempuri.org/"><CheckCardByLaserResult>
    <IsError>${isError}</IsError><ErrorMessage/><Code>${code}</Code><Desc>${desc}</Desc>
  </CheckCardByLaserResult></CheckCardByLaserResponse></soap:Body>
</soap:Envelope>`

const field = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? ''

export async function startDopaSimulator(cards: readonly DopaCard[]): Promise<{ url: string; requests: string[]; mode: { garbage: boolean }; close(): Promise<void> }> {
  const requests: string[] = []
  const mode = { garbage: false }
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      requests.push(body)
      if (req.url !== '/CheckCardStatus/CheckCardService.asmx' || !req.headers['content-type']?.startsWith('application/soap+xml')) {
        res.writeHead(404).end()
        return
      }
      res.writeHead(200, { 'content-type': 'application/soap+xml; charset=utf-8' })
      if (mode.garbage) return void res.end('<html>Service Unavailable</html>')
      const got = { pid: field(body, 'PID'), firstName: field(body, 'FirstName'), lastName: field(body, 'LastName'), birthDay: field(body, 'BirthDay'), laser: field(body, 'Laser') }
      if (Object.values(got).some((v) => v === '')) return void res.end(answer(5, true, 'ข้อมูลที่ใช้ในการตรวจสอบไม่ครบ'))
      const card = cards.find((c) => c.pid === got.pid && c.laser === got.laser)
      if (!card) return void res.end(answer(4, true, 'สถานะไม่ปกติ => ไม่พบเลข Laser จาก PID นี้'))
      const matches = card.firstName === got.firstName && card.lastName === got.lastName && card.birthDay === got.birthDay
      res.end(matches ? answer(0, false, 'สถานะปกติ') : answer(4, true, 'สถานะไม่ปกติ => ข้อมูลไม่ตรง'))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, requests, mode, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
