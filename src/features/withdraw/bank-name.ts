import type { Locale } from '../../../contract/locales'
import { channelName } from '../../../contract/market/list-names'
import type { OtherNames, PayoutKind } from '../../../contract/market/types'

/** A bank, e-wallet or PromptPay of the lender's list (company config BANK_LIST), as the route hands it over. */
export type BankEntry = { code: string; name: string; names?: OtherNames; logo?: string; kind?: PayoutKind }

/** The bank of `code`, named in the borrower's language; a code the list no longer has shows as it is. */
export function bankOf(banks: readonly BankEntry[], code: string | null, locale: Locale): { name: string; logo?: string } | null {
  if (!code) return null
  const bank = banks.find((b) => b.code === code)
  return bank ? { name: channelName(bank, locale), ...(bank.logo ? { logo: bank.logo } : {}) } : { name: code }
}

/** Whether the lender pays into e-wallets too: the screens then say "account", not "bank account". */
export function paysIntoWallets(banks: readonly BankEntry[]): boolean {
  return banks.some((b) => b.kind === 'ewallet')
}
