// completeProfile (profile.ts) for a server running as its own process: the same calls,
// over HTTP, with multipart bodies built from the fixture images.
import { honestIdentityPhotos } from '../fixtures/faces'
import { pngFile } from '../fixtures/images'
import { IDENTITY, MARKET_PROFILE, type MarketCode, type ProfileFacts, QUESTIONNAIRE } from './profile'
import { post } from './server-process'
import { DEMO, DEMO_ID, DEMO_PH, newPhone } from './test-app'

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

/** A Thai ID card's laser code in the shape DOPA's check takes (the sandbox accepts any well-formed one). */
export const LASER_CODE = 'JT1-1234567-89'

/** The longest the sandbox check of real faces may take on a loaded 2-core machine before a test gives up. */
const VERIFIED_WITHIN_MS = 90_000

/**
 * Gives every consent and fills identity (with the laser code in Thailand), photos with a real face,
 * basic info, contacts, bank and questionnaire; then waits until the sandbox check has verified the
 * identity, so later steps (an application, a withdrawal) behave as for a verified borrower.
 */
export async function completeProfileOverHttp(base: string, token: string, overrides: Partial<typeof IDENTITY & typeof QUESTIONNAIRE> = {}, market: MarketCode = 'TH') {
  const data: ProfileFacts = MARKET_PROFILE[market]
  for (const purpose of ['identity_verification', 'bank_account', 'credit_assessment', 'credit_bureau'] as const) {
    await ok(post(base, '/user/consent/give', { purpose }, token), `consent ${purpose}`)
  }
  const { birthday, realName, sex, marriage, ...questions } = { ...IDENTITY, ...QUESTIONNAIRE, ...data.questionnaire, ...overrides }
  const laser = market === 'TH' ? { laserCode: LASER_CODE } : {}
  await ok(post(base, '/user/update', { realName, sex, birthday, marriage, ...data.identity(birthday), ...laser, role: 'working' }, token), 'identity')
  await ok(upload(base, '/user/identity/apply', await honestIdentityPhotos(), token), 'photos')
  await ok(post(base, '/user/update', { ...data.basic, email: `${newPhone()}@example.com`, ...questions }, token), 'basic info')
  const contacts = [{ name: 'Mali', relation: 'Sister', mobile: newPhone(market) }, { name: 'Niran', relation: 'Friend', mobile: newPhone(market) }]
  await ok(post(base, '/user/updateEmergency', { contacts }, token), 'contacts')
  // A payout account of its own (data.bank() makes one): one shared with another borrower is a fraud signal that sends the application to a person.
  await ok(post(base, '/user/bank/binding', data.bank(), token), 'bank')
  await waitUntilVerified(base, token)
}

type KycAnswer = { status: string; reasons: string[] } | undefined

/** Polls /user/info until the identity check has verified the borrower; anything else it settles on, or the time running out, fails with what it saw. */
export async function waitUntilVerified(base: string, token: string, withinMs = VERIFIED_WITHIN_MS): Promise<void> {
  const deadline = Date.now() + withinMs
  let kyc: KycAnswer
  while (Date.now() < deadline) {
    const { code, data } = await post(base, '/user/info', {}, token)
    kyc = code === 0 ? (data as { kyc?: KycAnswer }).kyc : undefined
    if (kyc?.status === 'verified') return
    if (kyc?.status === 'review' || kyc?.status === 'rejected') break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`identity not verified within ${withinMs} ms: kyc ${JSON.stringify(kyc)}`)
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
  const demo = { TH: DEMO, PH: DEMO_PH, ID: DEMO_ID }[market]
  await post(base, '/sms/register', { mobile, ...demo })
  const { data: sms } = await post(base, '/sandbox/sms/last', { mobile })
  const { code, msg, data } = await post(base, '/user/register', { mobile, password: 'my secret 123', smsCode: (sms as { code: string }).code, ...demo })
  if (code !== 0) throw new Error(`register answered ${code} ${msg}`)
  return { mobile, token: (data as { token: string }).token }
}
