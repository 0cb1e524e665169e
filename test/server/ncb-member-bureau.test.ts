import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerOf, ncbMemberBureau } from '../../server/providers/credit-bureau/ncb-member/ncb-member-bureau'
import type { BureauInquiry } from '../../server/providers/credit-bureau/port'
import { type NcbSimulator, startNcbSimulator } from '../support/ncb-member-simulator'

let sim: NcbSimulator
beforeAll(async () => {
  sim = await startNcbSimulator('20261128')
})
afterAll(() => sim.close())

const inquiry = (over: Partial<BureauInquiry> = {}): BureauInquiry => ({
  idempotencyKey: 'bureau-order-1',
  market: 'TH',
  idType: 'th_national_id',
  idNumber: '1101700230708',
  fullName: 'Somchai Jaidee',
  birthday: '1990-05-17',
  amountMinor: 10_000_000,
  ...over,
})

const account = {
  memberName: 'BANK A',
  accountType: 'I' as const,
  accountStatus: 'OPEN' as const,
  openDate: '20250301',
  creditLimit: 50_000,
  amountOwed: 20_000.5,
  installmentAmount: 2_500,
  amountPastDue: 0,
  paymentPattern: '000200000000',
}

describe('the NCB member adapter against its simulator', () => {
  it('sends the member code, the subject and the key, and maps the report to the common answer', async () => {
    sim.files.set('1101700230708', {
      accounts: [account, { ...account, memberName: 'CARDS B', accountType: 'R', amountPastDue: 1_200, paymentPattern: '1000' }, { ...account, accountStatus: 'CLOSED', paymentPattern: '4' }],
      enquiries: [{ date: '20261101', memberName: 'BANK C' }, { date: '20260101', memberName: 'BANK D' }],
    })
    const bureau = ncbMemberBureau({ baseUrl: sim.url, apiKey: sim.apiKey, memberCode: sim.memberCode })
    const report = await bureau.inquire(inquiry(), new AbortController().signal)
    expect(sim.bodies.at(-1)).toEqual({
      memberCode: 'M0099',
      purpose: 'NEW_APPLICATION',
      subject: { idType: 'CITIZEN_ID', idNumber: '1101700230708', firstName: 'Somchai', lastName: 'Jaidee', dateOfBirth: '19900517' },
      enquiryAmount: 100_000,
    })
    expect(report.reference).toMatch(/^ENQ-/)
    expect(report.answer).toEqual({
      fileFound: true,
      accounts: [
        { lender: 'BANK A', kind: 'installment', openedOn: '2025-03-01', limitMinor: 5_000_000, balanceMinor: 2_000_050, instalmentMinor: 250_000, pastDueMinor: 0, worstDaysPastDue: 60 },
        { lender: 'CARDS B', kind: 'revolving', openedOn: '2025-03-01', limitMinor: 5_000_000, balanceMinor: 2_000_050, instalmentMinor: 250_000, pastDueMinor: 120_000, worstDaysPastDue: 30 },
      ],
      // The one of January is older than six months before the report's date.
      inquiriesLast6Months: 1,
    })
  })

  it('counts one inquiry for a repeated key, as a retried job sends it', async () => {
    const bureau = ncbMemberBureau({ baseUrl: sim.url, apiKey: sim.apiKey, memberCode: sim.memberCode })
    const before = sim.inquiries
    const first = await bureau.inquire(inquiry({ idempotencyKey: 'bureau-order-2' }), new AbortController().signal)
    const again = await bureau.inquire(inquiry({ idempotencyKey: 'bureau-order-2' }), new AbortController().signal)
    expect(again.reference).toBe(first.reference)
    expect(sim.inquiries).toBe(before + 1)
  })

  it('reads no hit as no file, and fails on a wrong key or a Philippine borrower without asking', async () => {
    const bureau = ncbMemberBureau({ baseUrl: sim.url, apiKey: sim.apiKey, memberCode: sim.memberCode })
    expect((await bureau.inquire(inquiry({ idempotencyKey: 'bureau-order-3', idNumber: '3100600001111' }), new AbortController().signal)).answer).toEqual({ fileFound: false, accounts: [], inquiriesLast6Months: 0 })
    const wrongKey = ncbMemberBureau({ baseUrl: sim.url, apiKey: 'nope', memberCode: sim.memberCode })
    await expect(wrongKey.inquire(inquiry({ idempotencyKey: 'bureau-order-4' }), new AbortController().signal)).rejects.toThrow(/401/)
    const sent = sim.bodies.length
    await expect(bureau.inquire(inquiry({ market: 'PH' }), new AbortController().signal)).rejects.toThrow(/Thailand only/)
    expect(sim.bodies.length).toBe(sent)
  })

  it('takes the worst bucket of the payment history as the days past due', () => {
    const report = { enquiryId: 'E', reportDate: '20261128', hit: true, enquiries: [], accounts: [{ ...account, paymentPattern: '0034' }] }
    expect(answerOf(report).accounts[0]?.worstDaysPastDue).toBe(120)
  })
})
