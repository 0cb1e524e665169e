import type { PayoutKind } from '../../../contract/market/types'

/** A bank, e-wallet or PromptPay of the lender's list (company config BANK_LIST), as the route hands it over. */
export type BankEntry = { code: string; name: string; logo?: string; kind?: PayoutKind }

export function bankOf(banks: readonly BankEntry[], code: string | null): { name: string; logo?: string } | null {
  if (!code) return null
  return banks.find((b) => b.code === code) ?? { name: code }
}

/** Whether the lender pays into e-wallets too: the screens then say "account", not "bank account". */
export function paysIntoWallets(banks: readonly BankEntry[]): boolean {
  return banks.some((b) => b.kind === 'ewallet')
}
