// The instalment contract (CI) record of a loan at the end of the month: its phase and status,
// its dates, what was lent and what is owed in whole pesos, what is past due and for how long.
// The conditions CIC checks between these fields (error codes 10-251 to 10-280, 20-089 to
// 20-229) are held by construction; test/support/cic-checker.ts checks them on the file.
import {
  CIC_CONTRACT_STATUS,
  CIC_CONTRACT_TYPE_PERSONAL_LOAN,
  CIC_NOT_REORGANIZED,
  CIC_PERIODICITY,
  CIC_PHASE,
  CIC_ROLE_BORROWER,
  CIC_TRANSACTION_NOT_APPLICABLE,
  cicOverdueBand,
} from '../../../../../contract/market/ph/cic/codes'
import { monthlyPaymentMinor, type PeriodUnit } from '../../../../../contract/loan-math'
import type { CreditFileLoan } from '../credit-file-loans'
import { type CicValues, cicDate, owedPesos, pesos } from './cic-record'
import { type CicHeader, subjectNo } from './cic-subject'

/** Settled before its last due date: closed in advance. A write-off closes the contract with status WO. */
function phase(loan: CreditFileLoan): string {
  if (loan.state === 'active') return CIC_PHASE.active
  if (loan.state === 'settled' && loan.plannedEndOn !== '' && loan.closedOn < loan.plannedEndOn) return CIC_PHASE.closedInAdvance
  return CIC_PHASE.closed
}

function status(loan: CreditFileLoan): string {
  if (loan.state === 'written_off') return CIC_CONTRACT_STATUS.writtenOff
  return loan.state === 'active' && loan.daysPastDue > 0 ? CIC_CONTRACT_STATUS.pastDue : ''
}

const unitOf = (unit: string): PeriodUnit => (unit === 'day' || unit === 'week' ? unit : 'month')

function periodicity(loan: CreditFileLoan): string {
  return loan.instalments === 1 ? CIC_PERIODICITY.single : CIC_PERIODICITY[unitOf(loan.periodUnit)]
}

/** What the borrower pays next: the next instalment, or once every instalment has fallen due, what is past due. */
function nextPayment(loan: CreditFileLoan): { day: string; minor: number } {
  return loan.nextDueOn !== '' ? { day: loan.nextDueOn, minor: loan.nextDueMinor } : { day: '', minor: loan.overdueMinor }
}

/** The instalments still to pay, past due ones included; at least one while anything is owed (CIC error 10-274). */
function outstandingPayments(loan: CreditFileLoan, overdue: number): number {
  if (loan.receivableMinor <= 0) return 0
  return Math.max(1, Math.min(loan.instalmentsLeft + overdue, loan.instalments))
}

export function cicContract(h: CicHeader, loan: CreditFileLoan, currency: string, minorDigits: number): CicValues {
  const active = loan.state === 'active'
  const next = nextPayment(loan)
  const overdue = Math.min(loan.overdueInstalments, loan.instalments)
  return {
    'Provider Code': h.providerCode,
    'Contract Reference Date': cicDate(h.referenceDay),
    'Provider Subject No': subjectNo(loan),
    Role: CIC_ROLE_BORROWER,
    'Provider Contract No': String(loan.orderId),
    'Contract Type': CIC_CONTRACT_TYPE_PERSONAL_LOAN,
    'Contract Phase': phase(loan),
    'Contract Status': status(loan),
    Currency: currency,
    'Original Currency': currency,
    'Contract Start Date': cicDate(loan.openedOn),
    'Contract Request Date': cicDate(loan.requestedOn),
    'Contract End Planned Date': cicDate(loan.plannedEndOn),
    'Contract End Actual Date': active ? '' : cicDate(loan.closedOn),
    'Last Payment Date': cicDate(loan.lastPaidOn),
    'Reorganized Credit Code': CIC_NOT_REORGANIZED,
    'Financed Amount': pesos(loan.financedMinor, minorDigits),
    'Installments Number': String(loan.instalments),
    'Transaction Type / Sub-facility': CIC_TRANSACTION_NOT_APPLICABLE,
    'Payment Periodicity': periodicity(loan),
    'Monthly Payment Amount': owedPesos(monthlyPaymentMinor(loan.instalmentMinor, unitOf(loan.periodUnit)), minorDigits),
    'First Payment Date': cicDate(loan.firstDueOn),
    'Last payment amount': pesos(loan.lastPaidMinor, minorDigits),
    'Next Payment Date': active ? cicDate(next.day) : '',
    'Next Payment': active ? owedPesos(next.minor, minorDigits) : '',
    'Outstanding Payments Number': String(active ? outstandingPayments(loan, overdue) : 0),
    'Outstanding Balance': active ? owedPesos(loan.receivableMinor, minorDigits) : '0',
    'Overdue Payments Number': String(loan.overdueMinor > 0 ? Math.max(overdue, 1) : 0),
    'Overdue Payments Amount': owedPesos(loan.overdueMinor, minorDigits),
    'Overdue Days': cicOverdueBand(loan.daysPastDue),
  }
}
