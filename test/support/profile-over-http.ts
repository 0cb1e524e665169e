// completeProfile (profile.ts) for a server running as its own process: the same calls,
// over HTTP, with multipart bodies built from the fixture images.
import { jpegFile, pngFile } from '../fixtures/images'
import { IDENTITY, MARKET_PROFILE, type MarketCode, QUESTIONNAIRE } from './profile'
import { post } from './server-process'
import { DEMO, DEMO_PH, newPhone } from './test-app'

async function ok(answer: Promise<{ code: number; msg: string }>, what: string) {
  const { code, msg } = await answer
  if (code !== 0) throw new Error(`${what} answered ${code} ${msg}`)
}

async function upload(base: string, path: string, fields: Record<string, Blob>, token: string) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const response = await fetch(`${base}/jackey${path}`, { method: 'POST', headers: { authorization: token }, body: form })
  return (await response.json()) as { code: number; msg: string }
}

/** Gives every consent and fills identity, photos, basic info, contacts, bank and questionnaire. */
export async function completeProfileOverHttp(base: string, token: string, overrides: Partial<typeof IDENTITY & typeof QUESTIONNAIRE> = {}, market: MarketCode = 'TH') {
  const data = MARKET_PROFILE[market]
  for (const purpose of ['identity_verification', 'bank_account', 'credit_assessment', 'credit_bureau'] as const) {
    await ok(post(base, '/user/consent/give', { purpose }, token), `consent ${purpose}`)
  }
  const { birthday, realName, sex, marriage, ...questions } = { ...IDENTITY, ...QUESTIONNAIRE, ...overrides }
  await ok(post(base, '/user/update', { realName, sex, birthday, marriage, ...data.identity(), role: 'working' }, token), 'identity')
  await ok(upload(base, '/user/identity/apply', { frontImage: jpegFile(), backImage: jpegFile(), handHoldImage: jpegFile() }, token), 'photos')
  await ok(post(base, '/user/update', { ...data.basic, email: `${newPhone()}@example.com`, ...questions }, token), 'basic info')
  const contacts = [{ name: 'Mali', relation: 'Sister', mobile: newPhone(market) }, { name: 'Niran', relation: 'Friend', mobile: newPhone(market) }]
  await ok(post(base, '/user/updateEmergency', { contacts }, token), 'contacts')
  await ok(post(base, '/user/bank/binding', data.bank, token), 'bank')
}

export async function uploadSignatureOverHttp(base: string, token: string) {
  await ok(upload(base, '/user/signatureImg/upload', { img: pngFile() }, token), 'signature')
}

/** A birthday that makes the borrower `years` old today (UTC). */
export function birthdayForAge(years: number, today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()))
  return date.toISOString().slice(0, 10)
}

/** A new borrower registered through the API (with the sandbox SMS code), with a session. */
export async function registerOverHttp(base: string, market: MarketCode = 'TH'): Promise<{ mobile: string; token: string }> {
  const mobile = newPhone(market)
  const demo = market === 'TH' ? DEMO : DEMO_PH
  await post(base, '/sms/register', { mobile, ...demo })
  const { data: sms } = await post(base, '/sandbox/sms/last', { mobile })
  const { code, msg, data } = await post(base, '/user/register', { mobile, password: 'my secret 123', smsCode: (sms as { code: string }).code, ...demo })
  if (code !== 0) throw new Error(`register answered ${code} ${msg}`)
  return { mobile, token: (data as { token: string }).token }
}
