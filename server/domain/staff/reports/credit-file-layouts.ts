// The two bureaus' layouts, as docs/credit-file.md reads them: the Philippine CIC's Standard
// Data Submission Format (pipe-delimited HD, ID, CI and FT records) and the Thai NCB's
// consumer-loan fields (a CSV with a header row). Neither bureau publishes its full
// specification; the doc says which parts are theirs and which are our reading.
import type { MarketCode } from '../../../../contract/market/types'
import { csvField } from '../../audit/audit-csv'
import type { CreditFileLoan } from './credit-file-loans'

export type FileHeader = { memberCode: string; month: string; monthEnd: string; currency: string }

export type CreditFileLayout = {
  fileName: (month: string) => string
  contentType: string
  head: (header: FileHeader) => string
  lines: (header: FileHeader, loans: CreditFileLoan[]) => string
  foot: (header: FileHeader, records: number) => string
}

const amount = (minor: number) => (minor / 100).toFixed(2)
/** CIC dates are DDMMYYYY. */
const cicDate = (day: string) => (day === '' ? '' : `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`)
/** The pipe separates fields: a name holding one loses it rather than shifting every field after it. */
const cicText = (text: string) => text.replaceAll('|', ' ').replace(/[\r\n]+/g, ' ')

const CIC_PHASE = { active: 'AC', settled: 'CL', written_off: 'CL' } as const

/** Our reading of the CI contract status: current, past due, or closed by a write-off. */
function cicStatus(loan: CreditFileLoan): string {
  if (loan.state === 'written_off') return 'WO'
  if (loan.state === 'settled') return 'CL'
  return loan.daysPastDue > 0 ? 'PD' : 'AC'
}

const PERIODICITY: Record<string, string> = { day: 'D', week: 'W', month: 'M' }

const cic: CreditFileLayout = {
  fileName: (month) => `cic-${month}.txt`,
  contentType: 'text/plain; charset=utf-8',
  head: (h) => ['HD', h.memberCode, cicDate(h.monthEnd), '1.0'].join('|') + '\r\n',
  lines: (h, loans) =>
    loans
      .map((loan) => {
        const subject = ['ID', h.memberCode, cicDate(h.monthEnd), `B${loan.userId}`, cicText(loan.realName), cicDate(loan.birthday), sexCode(loan.sex), loan.idType, cicText(loan.identity), loan.mobile]
        const contract = [
          'CI',
          h.memberCode,
          cicDate(h.monthEnd),
          `B${loan.userId}`,
          'B',
          String(loan.orderId),
          CIC_PHASE[loan.state],
          cicStatus(loan),
          h.currency,
          cicDate(loan.openedOn),
          cicDate(loan.plannedEndOn),
          cicDate(loan.closedOn),
          amount(loan.financedMinor),
          String(loan.instalments),
          PERIODICITY[loan.periodUnit] ?? 'M',
          amount(loan.instalmentMinor),
          String(loan.instalmentsLeft),
          amount(loan.receivableMinor),
          String(loan.overdueInstalments),
          amount(loan.overdueMinor),
          String(loan.daysPastDue),
          cicDate(loan.lastPaidOn),
          amount(loan.lastPaidMinor),
        ]
        return `${subject.join('|')}\r\n${contract.join('|')}\r\n`
      })
      .join(''),
  foot: (h, records) => ['FT', h.memberCode, cicDate(h.monthEnd), String(records)].join('|') + '\r\n',
}

function sexCode(sex: number | null): string {
  return sex === 1 ? 'M' : sex === 2 ? 'F' : ''
}

/** NCB account status codes (public; docs/credit-file.md): 010 normal, 011 closed, 020 over 90 days past due, 033 closed by write-off. */
function ncbStatus(loan: CreditFileLoan): string {
  if (loan.state === 'written_off') return '033'
  if (loan.state === 'settled') return '011'
  return loan.daysPastDue > 90 ? '020' : '010'
}

const NCB_COLUMNS = [
  'member_code',
  'as_of_date',
  'account_no',
  'account_type',
  'id_type',
  'id_no',
  'name',
  'birth_date',
  'open_date',
  'credit_amount',
  'installment_amount',
  'installments',
  'outstanding_balance',
  'amount_past_due',
  'installments_past_due',
  'days_past_due',
  'account_status',
  'close_date',
  'last_payment_date',
  'last_payment_amount',
  'currency',
]

const ncb: CreditFileLayout = {
  fileName: (month) => `ncb-${month}.csv`,
  contentType: 'text/csv; charset=utf-8',
  head: () => `${NCB_COLUMNS.join(',')}\r\n`,
  lines: (h, loans) =>
    loans
      .map((loan) =>
        [
          csvField(h.memberCode),
          h.monthEnd,
          String(loan.orderId),
          'personal_loan_installment',
          csvField(loan.idType),
          csvField(loan.identity),
          csvField(loan.realName),
          loan.birthday,
          loan.openedOn,
          amount(loan.financedMinor),
          amount(loan.instalmentMinor),
          String(loan.instalments),
          amount(loan.receivableMinor),
          amount(loan.overdueMinor),
          String(loan.overdueInstalments),
          String(loan.daysPastDue),
          ncbStatus(loan),
          loan.closedOn,
          loan.lastPaidOn,
          amount(loan.lastPaidMinor),
          h.currency,
        ].join(',') + '\r\n',
      )
      .join(''),
  foot: () => '',
}

export const CREDIT_FILE_LAYOUTS: Record<MarketCode, CreditFileLayout> = { PH: cic, TH: ncb }
