// The Thai monthly file: the NCB's consumer-loan fields as far as public sources give them, a
// CSV with a header row (docs/credit-file.md says which parts are confirmed and which await the
// member manual).
import { toMajor } from '../../../../contract/money'
import { csvField } from '../../audit/audit-csv'
import type { CreditFileLoan } from './credit-file-loans'
import type { CreditFileLayout } from './credit-file-layout'

// NCB's amounts are baht to the satang: two decimals, whatever the minor units they come from.
const amount = (minor: number, minorDigits: number) => toMajor(minor, minorDigits).toFixed(2)

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

export const NCB_LAYOUT: CreditFileLayout = {
  memberCodePattern: /^.*$/,
  fileName: (h) => (h.kind === 'regular' ? `ncb-${h.month}.csv` : `ncb-${h.month}-correction-${h.sequence}.csv`),
  contentType: 'text/csv; charset=utf-8',
  head: () => `${NCB_COLUMNS.join(',')}\r\n`,
  unit: (h, loan) =>
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
      amount(loan.financedMinor, h.minorDigits),
      amount(loan.instalmentMinor, h.minorDigits),
      String(loan.instalments),
      amount(loan.receivableMinor, h.minorDigits),
      amount(loan.overdueMinor, h.minorDigits),
      String(loan.overdueInstalments),
      String(loan.daysPastDue),
      ncbStatus(loan),
      loan.closedOn,
      loan.lastPaidOn,
      amount(loan.lastPaidMinor, h.minorDigits),
      h.currency,
    ].join(',') + '\r\n',
  recordsPerUnit: 1,
  foot: () => '',
  unitsOf: (body) => {
    const units = new Map<number, string>()
    // A part of a stored file is the header row or a page of loans.
    for (const row of body.split('\r\n')) if (row !== '' && !row.startsWith('member_code,')) units.set(Number(row.split(',')[2]), `${row}\r\n`)
    return units
  },
}
