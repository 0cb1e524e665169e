import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import { staffUsers, users } from '../../server/db/schema'
import { decideIdentity } from '../../server/domain/staff/kyc/kyc-decision'
import { createStaff } from '../../server/domain/staff/staff-accounts'
import { jpegFile } from '../fixtures/images'
import { newPhone, type TestApp } from './test-app'

/** A Thai national ID no other test uses, with its mod-11 check digit. */
export function newThaiId(): string {
  const digits = [1 + randomInt(0, 8), ...Array.from({ length: 11 }, () => randomInt(0, 10))]
  const sum = digits.reduce((acc, d, i) => acc + d * (13 - i), 0)
  return `${digits.join('')}${(11 - (sum % 11)) % 10}`
}

/**
 * An Indonesian NIK no other test uses that agrees with `birthday` (YYYY-MM-DD): Jakarta Selatan's
 * Kebayoran Baru (317401), the birth date DDMMYY with 40 added to a woman's day, a serial from 0001.
 */
export function newNik(birthday: string, sex: 1 | 2 = 1): string {
  const [year = '', month = '', day = ''] = birthday.split('-')
  const dd = String(Number(day) + (sex === 2 ? 40 : 0)).padStart(2, '0')
  return `317401${dd}${month}${year.slice(2)}${String(randomInt(1, 10_000)).padStart(4, '0')}`
}

/** A PhilSys card number no other test uses (16 digits; no check digit is published). */
export function newPhilSysNumber(): string {
  return `${1 + randomInt(0, 9)}${String(randomInt(0, 1e14)).padStart(14, '0')}${randomInt(0, 10)}`
}

/**
 * A KBank account number no other test borrower has (one account on two borrowers is a fraud
 * signal); never ending in 0000 or 9999, which the sandbox payout fails on purpose.
 */
export function newAccountNumber(): string {
  return `${randomInt(100_000_000, 1_000_000_000)}${1 + randomInt(0, 8)}`
}

/** An account number the sandbox payout fails on (closed account: it ends in 0000), no other test borrower has. */
export function newFailingAccount(): string {
  return `${randomInt(100_000, 1_000_000)}0000`
}

/** The account the borrower bound, as /user/info answers it (for withdrawing to it). */
export async function boundAccount(t: TestApp, token: string): Promise<string> {
  const cardNo = (await t.api.call('/user/info', {}, { token })).data.cardNo
  if (cardNo === null) throw new Error('no account bound')
  return cardNo
}

export const IDENTITY = { realName: 'Somchai Jaidee', sex: 1 as const, birthday: '1990-05-17', marriage: 'single' }
export const BASIC = { email: 'somchai@example.com', education: 'bachelor', provinceCity: 'Bangkok,Bang Rak', address: '99 Silom Road' }

/** What differs in a profile between the markets: the ID, the lists' codes, the numbers. */
export const MARKET_PROFILE = {
  TH: {
    identity: (_birthday: string) => ({ identity: newThaiId() }),
    basic: BASIC,
    bank: () => ({ bankName: '004', cardNo: newAccountNumber() }),
  },
  PH: {
    identity: (_birthday: string) => ({ idType: 'ph_philsys', identity: newPhilSysNumber() }),
    basic: { email: 'juan@example.com', education: 'college', provinceCity: 'Metro Manila,Quezon City', address: '12 Mabini St, Brgy. Kamuning' },
    bank: () => ({ bankName: 'PH_GCASH', cardNo: newPhone('PH') }),
  },
  ID: {
    // The NIK must agree with the birthday typed beside it (contract/market/id/nik.ts).
    identity: (birthday: string) => ({ idType: 'id_ektp', identity: newNik(birthday) }),
    basic: { email: 'budi@example.com', education: 'bachelor', provinceCity: 'Daerah Khusus Ibukota Jakarta,Kota Administrasi Jakarta Selatan', address: 'Jl. Senopati No. 12, Kebayoran Baru' },
    bank: () => ({ bankName: '014', cardNo: newAccountNumber() }),
    // Rupiah: an income and expenses of a Jakarta shop assistant, so that the demo loan is affordable.
    questionnaire: { monthlyIncome: 8_000_000, expenses: 3_000_000 },
  },
} as const
export type MarketCode = keyof typeof MARKET_PROFILE
/** A market's profile facts in the same shape, for a market that is not one of the demo's (a fixture market). */
export type ProfileFacts = { questionnaire?: Partial<typeof QUESTIONNAIRE>; identity: (birthday: string) => Record<string, string>; basic: Record<string, string>; bank: () => { bankName: string; cardNo: string } }
export const QUESTIONNAIRE = { job: 'Shop assistant', monthlyIncome: 30000, expenses: 12000, loanPurpose: 'Education', loanBefore: false, guarantee: false }

async function ok(answer: Promise<{ code: number; msg: string }>, what: string) {
  const { code, msg } = await answer
  if (code !== 0) throw new Error(`${what} answered ${code} ${msg}`)
}

/** Gives every consent and fills identity, photos, basic info, contacts, bank and questionnaire; a person verifies the identity unless told. */
export async function completeProfile(
  t: TestApp,
  token: string,
  overrides: Partial<typeof IDENTITY & typeof QUESTIONNAIRE> = {},
  market: MarketCode | { code: string; facts: ProfileFacts } = 'TH',
  identity: 'person' | 'unverified' = 'person',
) {
  const data: ProfileFacts = typeof market === 'string' ? MARKET_PROFILE[market] : market.facts
  const code = typeof market === 'string' ? market : market.code
  for (const purpose of ['identity_verification', 'bank_account', 'credit_assessment', 'credit_bureau'] as const) {
    await ok(t.api.call('/user/consent/give', { purpose }, { token }), `consent ${purpose}`)
  }
  const { birthday, realName, sex, marriage, ...questions } = { ...IDENTITY, ...QUESTIONNAIRE, ...data.questionnaire, ...overrides }
  await ok(t.api.call('/user/update', { realName, sex, birthday, marriage, ...data.identity(birthday), role: 'working' }, { token }), 'identity')
  await ok(t.upload('/user/identity/apply', { frontImage: jpegFile(), backImage: jpegFile(), handHoldImage: jpegFile() }, token), 'photos')
  await ok(t.api.call('/user/update', { ...data.basic, email: `${newPhone()}@example.com`, ...questions }, { token }), 'basic info')
  const contacts = [{ name: 'Mali', relation: 'Sister', mobile: newPhone(code) }, { name: 'Niran', relation: 'Friend', mobile: newPhone(code) }]
  await ok(t.api.call('/user/updateEmergency', { contacts }, { token }), 'contacts')
  await ok(t.api.call('/user/bank/binding', data.bank(), { token }), 'bank')
  if (identity === 'person') await verifyIdentityByPerson(t, token)
}

/** The reviewer who verifies test borrowers' identities at a lender, made the first time (tests may empty the tables between them). */
async function reviewerOf(db: Db, companyId: number, now: Date): Promise<number> {
  const name = `kyc-reviewer-${companyId}`
  const [known] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.name, name))
  if (known) return known.id
  return (await createStaff(db, { name, password: 'reviewer password 1', roles: ['reviewer'], totp: false, companyId }, now)).id
}

/**
 * A person verifies the borrower's identity, as a reviewer does from the identity queue: the test
 * borrowers' photos are 1-pixel images no face check would pass (test/server/identity-check.test.ts
 * walks the automatic path with real faces).
 */
export async function verifyIdentityByPerson(t: TestApp, token: string): Promise<void> {
  const info = await t.api.call('/user/info', {}, { token })
  const [user] = await t.database.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.mobile, (info.data as { mobile: string }).mobile))
  if (!user) throw new Error('no borrower for this token')
  const actor = { staffId: await reviewerOf(t.database.db, user.companyId, t.clock.now), companyId: user.companyId, now: t.clock.now }
  await decideIdentity(t.database.db, { userId: user.id, decision: 'verify', reason: 'documents_checked', note: 'Checked against the documents in the test.' }, actor)
}
