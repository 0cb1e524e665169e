// Thailand's Department of Provincial Administration (DOPA) card-status service: CheckCardByLaser
// takes the ID number, the name in Thai as on the card, the birthday in the Buddhist era and the
// laser code from the back of the card, and says whether the card is current (docs/identity.md).
// SOAP 1.2 over HTTPS.
import type { IdentityCheckAnswer, IdentityCheckProvider, IdentityCheckRequest, StepAnswer } from '../port'
import { IdentityCheckGarbage } from '../port'

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** YYYY-MM-DD in the Gregorian calendar to DOPA's YYYYMMDD in the Buddhist era. */
export function buddhistBirthday(isoDate: string): string {
  const [y, m, d] = isoDate.split('-')
  return `${Number(y) + 543}${m}${d}`
}

export function cardStatusEnvelope(request: IdentityCheckRequest): string {
  const [firstName = '', ...rest] = request.realName.trim().split(/\s+/)
  const laser = (request.laserCode ?? '').replace(/-/g, '')
  return `<?xml version="1.0" encoding="utf-8"?>
<soap12:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap12="http://www.w3.org/2003/05/soap-envelope">
  <soap12:Body>
    <CheckCardByLaser xmlns="http://tempuri.org/">
      <PID>${escape(request.identity)}</PID>
      <FirstName>${escape(firstName)}</FirstName>
      <LastName>${escape(rest.join(' '))}</LastName>
      <BirthDay>${buddhistBirthday(request.birthday)}</BirthDay>
      <Laser>${escape(laser)}</Laser>
    </CheckCardByLaser>
  </soap12:Body>
</soap12:Envelope>`
}

const element = (xml: string, name: string) => new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`).exec(xml)?.[1]

/** Code 0: a current card whose record matches; 4: not current or not matching (Desc says which); 5: a field missing. */
export function documentStepOf(xml: string): StepAnswer {
  const code = element(xml, 'Code')
  const isError = element(xml, 'IsError')
  if (code === undefined || isError === undefined || !/^\d+$/.test(code)) throw new IdentityCheckGarbage('dopa', 'no CheckCardByLaserResult')
  if (code === '0' && isError === 'false') return { outcome: 'passed', reasons: [] }
  const desc = element(xml, 'Desc') ?? ''
  // "ข้อมูลไม่ตรง": the record differs from the name or birthday typed (often a name typed in Latin letters): a person looks.
  if (code === '4' && desc.includes('ข้อมูลไม่ตรง')) return { outcome: 'review', reasons: ['document_details_mismatch'] }
  if (code === '4') return { outcome: 'failed', reasons: ['document_not_valid'] }
  return { outcome: 'review', reasons: ['document_not_checked'] }
}

export function dopaCardStatus(baseUrl: string, fetchImpl: typeof fetch = fetch): IdentityCheckProvider {
  return {
    name: 'dopa',
    async check(request: IdentityCheckRequest, signal: AbortSignal): Promise<IdentityCheckAnswer> {
      if (request.laserCode === null) return { document: { outcome: 'review', reasons: ['laser_code_missing'] } }
      const response = await fetchImpl(`${baseUrl}/CheckCardStatus/CheckCardService.asmx`, {
        method: 'POST',
        headers: { 'content-type': 'application/soap+xml; charset=utf-8' },
        body: cardStatusEnvelope(request),
        signal,
      })
      if (!response.ok) throw new IdentityCheckGarbage('dopa', `HTTP ${response.status}`)
      return { document: documentStepOf(await response.text()) }
    },
  }
}
