// The sandbox bureau: deterministic, so a demo or a test walks each path on purpose. What it
// answers follows the applicant's surname (the last word of the name), whatever its case:
//   Nofile   no file at the bureau (a first borrower)
//   Openloans three open instalment loans at three lenders, paid on time, four inquiries
//   Latepay  one loan paid 45 days late once, nothing past due now
//   Arrears  two loans, one 120 days past due with money past due, six inquiries
//   Timeout  never answers: the caller's time-out decides (docs/credit-bureau.md)
// Any other name: a clean file, no open loans, no inquiries.
import type { BureauAccount, BureauAnswer } from '../../../contract/credit/bureau-answer'
import type { BureauInquiry, CreditBureau } from './port'

const loan = (lender: string, over: Partial<BureauAccount> = {}): BureauAccount => ({
  lender,
  kind: 'installment',
  openedOn: '2026-01-15',
  limitMinor: 3_000_000,
  balanceMinor: 1_800_000,
  instalmentMinor: 250_000,
  pastDueMinor: 0,
  worstDaysPastDue: 0,
  ...over,
})

const FILES: Record<string, BureauAnswer> = {
  nofile: { fileFound: false, accounts: [], inquiriesLast6Months: 0 },
  openloans: { fileFound: true, accounts: [loan('SANDBOX BANK A'), loan('SANDBOX BANK B'), loan('SANDBOX LEASING C')], inquiriesLast6Months: 4 },
  latepay: { fileFound: true, accounts: [loan('SANDBOX BANK A', { worstDaysPastDue: 45 })], inquiriesLast6Months: 1 },
  arrears: {
    fileFound: true,
    accounts: [loan('SANDBOX BANK A', { worstDaysPastDue: 120, pastDueMinor: 2_000_000 }), loan('SANDBOX CARDS D', { kind: 'revolving', pastDueMinor: 400_000, worstDaysPastDue: 60 })],
    inquiriesLast6Months: 6,
  },
}
const CLEAN: BureauAnswer = { fileFound: true, accounts: [], inquiriesLast6Months: 0 }

export function sandboxSurname(fullName: string): string {
  return (fullName.trim().split(/\s+/).at(-1) ?? '').toLowerCase()
}

export const sandboxCreditBureau: CreditBureau = {
  name: 'sandbox',
  async inquire(inquiry: BureauInquiry, signal: AbortSignal) {
    const surname = sandboxSurname(inquiry.fullName)
    if (surname === 'timeout') {
      // Waits for the caller to give up, as a bureau that never answers would.
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }))
      throw new Error('sandbox bureau: no answer')
    }
    return { reference: `SBX-${inquiry.idempotencyKey}`, answer: FILES[surname] ?? CLEAN }
  },
}
