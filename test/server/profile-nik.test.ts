// An Indonesian borrower's NIK holds their birth date (contract/market/id/nik.ts): /user/update
// refuses a NIK and a birthday that disagree, on both fields, whichever of them is sent last, and
// takes a NIK registered in another province than the one the borrower lives in, since a NIK
// keeps its first province for life.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoLender } from '../../contract/market/demo-lender'
import { seedLender } from '../../server/db/seed'
import { newPhone, startTestApp, type TestApp } from '../support/test-app'

const ID_LENDER: DemoLender = {
  company: { id: 95, name: 'PT Contoh Dana', market: 'ID' },
  apps: [{ id: 95, name: 'Contoh Dana', min: 1_000_000, max: 10_000_000, step: 500_000, rate: 1800, host: null, periods: [{ periods: 3, rate: 1800 }] }],
  configs: {
    ABOUT_US: 'PT Contoh Dana is a test lender. We never ask you to pay anything to receive your loan.',
    LICENCE: JSON.stringify({ name: 'PT Contoh Dana', number: 'TEST-0001', regulator: 'Otoritas Jasa Keuangan' }),
    MARRIAGE: JSON.stringify([{ code: 'single', label: { en: 'Single', id: 'Belum kawin' } }]),
  },
  referralCode: 'CONTOH2026',
}
const BORROWER = { companyId: 95, appId: 95, platform: 'h5' as const }

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
  await seedLender(t.database.db, ID_LENDER)
})
afterAll(async () => {
  await t.close()
})

let serial = 1
/** A NIK of DKI Jakarta, Kota Jakarta Selatan (31 71), born 15 August 1990, unique to the test. */
const nik = (province = '31', day = '15') => `${province}7101${day}0890${String(serial++).padStart(4, '0')}`

async function borrower(): Promise<string> {
  const { token } = await t.registerUser({ lender: BORROWER, mobile: newPhone('ID') })
  for (const purpose of ['identity_verification', 'credit_assessment'] as const) {
    expect((await t.api.call('/user/consent/give', { purpose }, { token })).code).toBe(0)
  }
  return token
}

const update = (token: string, body: Record<string, unknown>) => t.api.call('/user/update', body, { token })
const info = async (token: string) => (await t.api.call('/user/info', {}, { token })).data

describe('an Indonesian borrower’s NIK and birthday', () => {
  it('are taken together when the NIK holds the birthday, for a man and a woman', async () => {
    const man = await borrower()
    expect(await update(man, { realName: 'Budi Santoso', sex: 1, birthday: '1990-08-15', identity: nik() })).toMatchObject({ code: 0 })
    const woman = await borrower()
    const hers = nik('31', '55')
    expect(await update(woman, { realName: 'Siti Aminah', sex: 2, birthday: '1990-08-15', identity: `${hers.slice(0, 4)} ${hers.slice(4, 10)} ${hers.slice(10)}` })).toMatchObject({ code: 0 })
    expect(await info(woman)).toMatchObject({ identity: hers, idType: 'id_ektp', birthday: '1990-08-15' })
  })

  it('are refused on both fields when the NIK holds another birth date, and nothing is kept', async () => {
    const token = await borrower()
    const answer = await update(token, { realName: 'Budi Santoso', sex: 1, birthday: '1990-08-16', identity: nik() })
    expect(answer).toMatchObject({ code: 10046, data: { fields: ['identity', 'birthday'] } })
    expect(await info(token)).toMatchObject({ identity: null, birthday: null })
  })

  it('refuse a birthday changed later to disagree with the NIK kept, and a NIK changed to disagree with the birthday kept', async () => {
    const token = await borrower()
    expect(await update(token, { realName: 'Budi Santoso', sex: 1, birthday: '1990-08-15', identity: nik() })).toMatchObject({ code: 0 })
    expect(await update(token, { birthday: '1991-08-15' })).toMatchObject({ code: 10046 })
    expect(await update(token, { identity: nik('31', '16') })).toMatchObject({ code: 10046 })
    expect(await info(token)).toMatchObject({ birthday: '1990-08-15' })
  })

  it('accepts a NIK first registered in another province than the one the borrower lives in', async () => {
    const token = await borrower()
    expect(await update(token, { realName: 'Budi Santoso', sex: 1, birthday: '1990-08-15', identity: nik('33') })).toMatchObject({ code: 0 })
    expect(await update(token, { provinceCity: 'Daerah Khusus Ibukota Jakarta,Kota Administrasi Jakarta Selatan' })).toMatchObject({ code: 0 })
  })

  it('refuses a NIK of no province, with no birth date, or with the serial 0000 as an invalid ID number', async () => {
    const token = await borrower()
    for (const identity of ['3971011508900001', '3171013208900001', '3171011508900000']) {
      expect(await update(token, { realName: 'Budi Santoso', birthday: '1990-08-15', identity }), identity).toMatchObject({ code: 10014 })
    }
  })
})
