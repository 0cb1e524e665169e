// The inquiry and report as they travel to and from a member's gateway to Thailand's National
// Credit Bureau. NCB publishes no API to the public: members connect under their membership
// agreement and NCB's technical manual. This wire format is ours, modelled on what NCB's credit
// report holds as NCB and the Bank of Thailand describe it to the public (subject by citizen ID,
// name and birth date; per account the member, type, open date, limit, balance, instalment,
// amount past due and a monthly payment history; the inquiries made). Which fields are confirmed
// and which await the member manual: docs/credit-bureau.md.
import * as z from 'zod/mini'

export type NcbInquiryBody = {
  memberCode: string
  /** NCB's inquiry purposes are set in its rules; ours is always a new credit application. */
  purpose: 'NEW_APPLICATION'
  subject: { idType: 'CITIZEN_ID'; idNumber: string; firstName: string; lastName: string; dateOfBirth: string }
  /** The amount applied for, in baht. */
  enquiryAmount: number
}

const money = z.number().check(z.minimum(0))
const yyyymmdd = z.string().check(z.regex(/^\d{8}$/))

export const ncbReportSchema = z.object({
  enquiryId: z.string().check(z.minLength(1)),
  reportDate: yyyymmdd,
  hit: z.boolean(),
  accounts: z.array(
    z.object({
      memberName: z.string(),
      /** I instalment, R revolving (cards, lines), O other. */
      accountType: z.enum(['I', 'R', 'O']),
      accountStatus: z.enum(['OPEN', 'CLOSED']),
      openDate: yyyymmdd,
      creditLimit: money,
      amountOwed: money,
      installmentAmount: money,
      amountPastDue: money,
      /** One character a month, the most recent first: 0 current, 1 1–30 days late, 2 31–60, 3 61–90, 4 over 90. */
      paymentPattern: z.string().check(z.regex(/^[0-4]*$/)),
    }),
  ),
  enquiries: z.array(z.object({ date: yyyymmdd, memberName: z.string() })),
})
export type NcbReport = z.infer<typeof ncbReportSchema>
