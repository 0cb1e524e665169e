import type { AccountFormat, MarketProfile } from '../../../contract/market/types'
import type { Submission } from '../../offline/outbox'
import type { PhoneRules } from '../../ui/phone-rules'
import type { BankOption } from './config-lists'

export type BankValues = { bankName: string; cardNo: string }
export type BankField = keyof BankValues
type Market = Pick<MarketProfile, 'code' | 'idTypes'>

/** A lender's own list may leave the format out: any account of 6 to 20 digits, as the server takes it then. */
const ANY_ACCOUNT: AccountFormat = { type: 'digits', min: 6, max: 20, example: '' }

export function accountFormatOf(banks: readonly BankOption[], code: string): AccountFormat {
  return banks.find((b) => b.code === code)?.account ?? ANY_ACCOUNT
}

const compact = (typed: string) => typed.replace(/[\s-]/g, '')

/**
 * The account number as the server stores it (server/domain/markets/market-fields.ts reads it the
 * same way), or null when it does not fit the channel's format: digits of its length for a bank,
 * the wallet's mobile number in E.164 for an e-wallet, a mobile or national ID number for PromptPay.
 * With the phone rules still loading, a number is sent as typed and the server judges it.
 */
export function accountNumberOf(typed: string, format: AccountFormat, rules: PhoneRules | null, market: Market): string | null {
  if (format.type === 'digits') {
    const digits = compact(typed)
    return /^\d+$/.test(digits) && digits.length >= format.min && digits.length <= format.max ? digits : null
  }
  const mobile = rules?.parseMobile(typed, market.code)
  if (mobile?.ok) return mobile.e164
  const nationalId = market.idTypes[0]
  if (format.type === 'mobileOrNationalId' && nationalId && nationalId.check(nationalId.normalize(typed)) === null) return nationalId.normalize(typed)
  return rules ? null : typed.trim()
}

export function validateBank(
  v: BankValues,
  banks: readonly BankOption[],
  rules: PhoneRules | null,
  market: Market,
): Partial<Record<BankField, 'required' | 'accountNumber'>> {
  const problems: Partial<Record<BankField, 'required' | 'accountNumber'>> = {}
  if (v.bankName === '') problems.bankName = 'required'
  if (v.cardNo.trim() === '') problems.cardNo = 'required'
  else if (v.bankName !== '' && accountNumberOf(v.cardNo, accountFormatOf(banks, v.bankName), rules, market) === null) problems.cardNo = 'accountNumber'
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
