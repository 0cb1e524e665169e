/** A bank of the lender's list (company config BANK_LIST), as the route hands it over. */
export type BankEntry = { code: string; name: string; logo?: string }

export function bankOf(banks: readonly BankEntry[], code: string | null): { name: string; logo?: string } | null {
  if (!code) return null
  return banks.find((b) => b.code === code) ?? { name: code }
}
