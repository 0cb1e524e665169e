import type { AccountFormat, MarketProfile } from '../../../contract/market/types'
import type { Submission } from '../../offline/outbox'
import { type PhoneRules, phoneProblem } from '../../ui/phone-rules'
import type { BankOption } from './config-lists'

export type BankValues = { bankName: string; cardNo: string }
export type BankField = keyof BankValues

/** A lender's own list may leave the format out: any account of 6 to 20 digits, as the server takes it then. */
const ANY_ACCOUNT: AccountFormat = { type: 'digits', min: 6, max: 20, example: '' }

export function accountFormatOf(banks: readonly BankOption[], code: string): AccountFormat {
  return banks.find((b) => b.code === code)?.account ?? ANY_ACCOUNT
}

const compact = (typed: string) => typed.replace(/[\s-]/g, '')

/**
 * The account number by the format of the chosen channel: digits of its length for a bank, the
 * wallet's mobile number for an e-wallet, a mobile or national ID number for PromptPay. With the
 * phone rules still loading, a number is left to the server.
 */
export function validateBank(
  v: BankValues,
  banks: readonly BankOption[],
  rules: PhoneRules | null,
  market: Pick<MarketProfile, 'code' | 'idTypes'>,
): Partial<Record<BankField, 'required' | 'accountNumber'>> {
  const problems: Partial<Record<BankField, 'required' | 'accountNumber'>> = {}
  if (v.bankName === '') problems.bankName = 'required'
  if (v.cardNo.trim() === '') problems.cardNo = 'required'
  else if (v.bankName !== '' && !fitsFormat(v.cardNo, accountFormatOf(banks, v.bankName), rules, market)) problems.cardNo = 'accountNumber'
  return problems
}

function fitsFormat(typed: string, format: AccountFormat, rules: PhoneRules | null, market: Pick<MarketProfile, 'code' | 'idTypes'>): boolean {
  if (format.type === 'digits') {
    const digits = compact(typed)
    return /^\d+$/.test(digits) && digits.length >= format.min && digits.length <= format.max
  }
  if (phoneProblem(rules, typed, market.code) === null) return true
  const nationalId = market.idTypes[0]
  return format.type === 'mobileOrNationalId' && nationalId !== undefined && nationalId.check(nationalId.normalize(typed)) === null
}

/** Digits are sent without separators; a phone number as typed, read by the server in the market's rules. */
export function bankSubmission(v: BankValues, banks: readonly BankOption[]): Submission {
  const digits = accountFormatOf(banks, v.bankName).type === 'digits'
  return { path: '/user/bank/binding', body: { bankName: v.bankName, cardNo: digits ? compact(v.cardNo) : v.cardNo.trim() } }
}

export function bankFieldOf(requestField: string): BankField | null {
  return requestField === 'bankName' || requestField === 'cardNo' ? requestField : null
}
