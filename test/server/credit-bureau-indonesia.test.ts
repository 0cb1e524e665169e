// Asking about an Indonesian applicant (docs/credit-bureau.md, "Indonesia"): no vendor is written
// for SLIK or the private bureaus, whose interfaces are for members; the sandbox answers by NIK as
// in every market, and the Thai vendor refuses without sending anything, so the application goes to a person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { ncbMemberBureau } from '../../server/providers/credit-bureau/ncb-member/ncb-member-bureau'
import type { BureauInquiry } from '../../server/providers/credit-bureau/port'
import { sandboxCreditBureau } from '../../server/providers/credit-bureau/sandbox'
import { type NcbSimulator, startNcbSimulator } from '../support/ncb-member-simulator'

let sim: NcbSimulator
beforeAll(async () => {
  sim = await startNcbSimulator('20261208')
})
afterAll(() => sim.close())

const [eKtp] = MARKETS.ID.idTypes

const indonesian = (fullName: string): BureauInquiry => ({
  idempotencyKey: 'bureau-order-77',
  market: MARKETS.ID.code,
  idType: eKtp?.code ?? null,
  idNumber: '3171014507900001',
  fullName,
  birthday: '1990-07-05',
  amountMinor: 2_000_000,
})

describe('an inquiry about an Indonesian applicant', () => {
  it('names no vendor but the sandbox in the Indonesian pack', () => {
    expect(MARKETS.ID.creditBureau.inquiryVendors).toEqual([])
  })

  it('is answered by the sandbox by NIK, with the file its surname picks', async () => {
    const signal = new AbortController().signal
    expect(await sandboxCreditBureau.inquire(indonesian('Siti Nurhaliza Nofile'), signal)).toEqual({ reference: 'SBX-bureau-order-77', answer: { fileFound: false, accounts: [], inquiriesLast6Months: 0 } })
    const arrears = await sandboxCreditBureau.inquire(indonesian('Budi Arrears'), signal)
    expect(arrears.answer.accounts.map((a) => a.worstDaysPastDue)).toEqual([120, 60])
    expect((await sandboxCreditBureau.inquire(indonesian('Budi Santoso'), signal)).answer).toEqual({ fileFound: true, accounts: [], inquiriesLast6Months: 0 })
  })

  it('is refused by the Thai bureau without a request, naming the markets it serves', async () => {
    const bureau = ncbMemberBureau({ baseUrl: sim.url, apiKey: sim.apiKey, memberCode: sim.memberCode })
    const sent = sim.bodies.length
    await expect(bureau.inquire(indonesian('Budi Santoso'), new AbortController().signal)).rejects.toThrow(/serves Thailand only, not ID/)
    expect(sim.bodies.length).toBe(sent)
  })
})
