import type { Submission } from '../../offline/outbox'

export type BankValues = { bankName: string; cardNo: string }
export type BankField = keyof BankValues

// The server's rule for Thai account numbers (server/domain/profile/bank-account.ts);
// the contract only bounds the field at 6–20 digits.
const ACCOUNT_NUMBER = /^\d{10,15}$/
export const ACCOUNT_NUMBER_MAX = 15

export function validateBank(v: BankValues): Partial<Record<BankField, 'required' | 'accountNumber'>> {
  const problems: Partial<Record<BankField, 'required' | 'accountNumber'>> = {}
  if (v.bankName === '') problems.bankName = 'required'
  if (v.cardNo === '') problems.cardNo = 'required'
  else if (!ACCOUNT_NUMBER.test(v.cardNo)) problems.cardNo = 'accountNumber'
  return problems
}

export function bankSubmission(v: BankValues): Submission {
  return { path: '/user/bank/binding', body: { bankName: v.bankName, cardNo: v.cardNo } }
}

export function bankFieldOf(requestField: string): BankField | null {
  return requestField === 'bankName' || requestField === 'cardNo' ? requestField : null
}
