import { accountDigitsProblem, ANY_ACCOUNT, type DigitsProblem, storedAccountNumber } from '../../../contract/market/account-number'
import type { AccountFormat, MarketProfile } from '../../../contract/market/types'
import type { Submission } from '../../offline/outbox-paths'
import type { PhoneRules } from '../../ui/phone-rules'
import type { BankOption } from './config-lists'

export type BankValues = { bankName: string; cardNo: string }
export type BankField = keyof BankValues
/** accountNumber: not of the channel's format; the other three say how a bank's digits are wrong. */
export type BankProblem = 'required' | 'accountNumber' | 'accountDigits' | 'accountTooShort' | 'accountTooLong'

const DIGITS_PROBLEM: Record<DigitsProblem, BankProblem> = { notDigits: 'accountDigits', tooShort: 'accountTooShort', tooLong: 'accountTooLong' }
type Market = Pick<MarketProfile, 'code' | 'idTypes'>

// Until the phone rules are here no number reads as a mobile: only a national ID or digits can be judged.
const NOT_YET = () => ({ ok: false, problem: 'format' }) as const

export function accountFormatOf(banks: readonly BankOption[], code: string): AccountFormat {
  return banks.find((b) => b.code === code)?.account ?? ANY_ACCOUNT
}

/**
 * The account number as the server stores it (contract/market/account-number.ts, which the server
 * reads it with too), or null when it does not fit the channel's format. With the phone rules still
 * loading, a phone or ID number is sent as typed and the server judges it.
 */
export function accountNumberOf(typed: string, format: AccountFormat, rules: PhoneRules | null, market: Market): string | null {
  const stored = storedAccountNumber(typed, format, market, rules?.parseMobile ?? NOT_YET)
  return stored ?? (rules || format.type === 'digits' ? null : typed.trim())
}

export function validateBank(
  v: BankValues,
  banks: readonly BankOption[],
  rules: PhoneRules | null,
  market: Market,
): Partial<Record<BankField, BankProblem>> {
  const problems: Partial<Record<BankField, BankProblem>> = {}
  if (v.bankName === '') problems.bankName = 'required'
  if (v.cardNo.trim() === '') problems.cardNo = 'required'
  else if (v.bankName !== '') {
    const format = accountFormatOf(banks, v.bankName)
    const digits = format.type === 'digits' ? accountDigitsProblem(v.cardNo, format) : null
    if (digits) problems.cardNo = DIGITS_PROBLEM[digits]
    else if (accountNumberOf(v.cardNo, format, rules, market) === null) problems.cardNo = 'accountNumber'
  }
  return problems
}

/** Whether the form names another account than the one bound, however either was typed. */
export function bankChanged(v: BankValues, bound: { bankName: string | null; cardNo: string | null }, banks: readonly BankOption[], rules: PhoneRules | null, market: Market): boolean {
  if (v.bankName !== bound.bankName) return true
  const format = accountFormatOf(banks, v.bankName)
  return (accountNumberOf(v.cardNo, format, rules, market) ?? v.cardNo) !== (accountNumberOf(bound.cardNo ?? '', format, rules, market) ?? bound.cardNo)
}

/** The binding, the number in its stored form: digits without separators, a phone in E.164, an ID number compacted. */
export function bankSubmission(v: BankValues, banks: readonly BankOption[], rules: PhoneRules | null, market: Market): Submission {
  const cardNo = accountNumberOf(v.cardNo, accountFormatOf(banks, v.bankName), rules, market) ?? v.cardNo.trim()
  return { path: '/user/bank/binding', body: { bankName: v.bankName, cardNo } }
}

export function bankFieldOf(requestField: string): BankField | null {
  return requestField === 'bankName' || requestField === 'cardNo' ? requestField : null
}
