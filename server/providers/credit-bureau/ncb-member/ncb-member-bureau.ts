// The Thai bureau through a member's gateway (wire.ts): POST /v1/inquiries with the member's key
// and the application's Idempotency-Key, answered with the report, mapped to the one answer shape
// every bureau gives (contract/credit/bureau-answer.ts). It answers for the markets whose pack
// names it (MarketPack.creditBureau.inquiryVendors); another market's inquiry is refused so the
// application waits for a person: a Philippine one goes to CIC through an accredited special
// accessing entity, whose API is not public (docs/credit-bureau.md).
import { marketPack, marketPacks } from '../../../../contract/market'
import type { BureauAccount, BureauAnswer } from '../../../../contract/credit/bureau-answer'
import { toMajor, toMinor } from '../../../../contract/money'
import type { BureauInquiry, BureauReport, CreditBureau } from '../port'
import { type NcbInquiryBody, type NcbReport, ncbReportSchema } from './wire'

// The gateway's amounts are baht to the satang (wire.ts), whatever the digits of the loans' currency.
const WIRE_DIGITS = 2

const NAME = 'ncb-member'

const servedMarkets = () =>
  marketPacks()
    .filter((m) => m.creditBureau.inquiryVendors.includes(NAME))
    .map((m) => m.name.en)
    .join(', ')

export type NcbMemberConfig = { baseUrl: string; apiKey: string; memberCode: string }

// The upper end of each payment-pattern bucket, in days: the worst the bucket allows.
const BUCKET_DAYS = [0, 30, 60, 90, 120] as const

function isoOf(yyyymmdd: string): string {
  return `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`
}

/** The name as NCB matches it: given names, then the surname (the last word). */
export function nameParts(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/)
  return words.length < 2 ? { firstName: words[0] ?? '', lastName: '' } : { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' }
}

export function inquiryBody(inquiry: BureauInquiry, memberCode: string): NcbInquiryBody {
  return {
    memberCode,
    purpose: 'NEW_APPLICATION',
    subject: { idType: 'CITIZEN_ID', idNumber: inquiry.idNumber, ...nameParts(inquiry.fullName), dateOfBirth: inquiry.birthday.replaceAll('-', '') },
    enquiryAmount: toMajor(inquiry.amountMinor, WIRE_DIGITS),
  }
}

export function answerOf(report: NcbReport): BureauAnswer {
  const sixMonthsBefore = new Date(`${isoOf(report.reportDate)}T00:00:00Z`)
  sixMonthsBefore.setUTCMonth(sixMonthsBefore.getUTCMonth() - 6)
  const since = sixMonthsBefore.toISOString().slice(0, 10).replaceAll('-', '')
  const accounts: BureauAccount[] = report.accounts
    .filter((a) => a.accountStatus === 'OPEN')
    .map((a) => ({
      lender: a.memberName,
      kind: a.accountType === 'I' ? 'installment' : a.accountType === 'R' ? 'revolving' : 'other',
      openedOn: isoOf(a.openDate),
      limitMinor: toMinor(a.creditLimit, WIRE_DIGITS),
      balanceMinor: toMinor(a.amountOwed, WIRE_DIGITS),
      instalmentMinor: toMinor(a.installmentAmount, WIRE_DIGITS),
      pastDueMinor: toMinor(a.amountPastDue, WIRE_DIGITS),
      worstDaysPastDue: Math.max(0, ...[...a.paymentPattern].map((c) => BUCKET_DAYS[Number(c)] ?? 0)),
    }))
  return { fileFound: report.hit, accounts, inquiriesLast6Months: report.enquiries.filter((e) => e.date >= since).length }
}

export function ncbMemberBureau(config: NcbMemberConfig): CreditBureau {
  return {
    name: NAME,
    async inquire(inquiry: BureauInquiry, signal: AbortSignal): Promise<BureauReport> {
      if (!marketPack(inquiry.market).creditBureau.inquiryVendors.includes(NAME)) throw new Error(`${NAME} serves ${servedMarkets()} only, not ${inquiry.market}`)
      const response = await fetch(new URL('/v1/inquiries', config.baseUrl), {
        method: 'POST',
        headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json', 'idempotency-key': inquiry.idempotencyKey },
        body: JSON.stringify(inquiryBody(inquiry, config.memberCode)),
        signal,
      })
      if (!response.ok) throw new Error(`ncb-member answered HTTP ${response.status}`)
      const report = ncbReportSchema.parse(await response.json())
      return { reference: report.enquiryId, answer: answerOf(report) }
    },
  }
}
