// The wizard's amount: the full balance unless the borrower types less, never more
// than the balance (the field is brought back to it when left), and above zero.
import { amountOf, amountText } from '../../ui/amount-text'

export type AmountProblem = 'empty' | 'zero' | 'over'

/** What the field holds when it is left: anything above the balance becomes the balance. */
export function settleWithdrawAmount(text: string, balance: number): string {
  const amount = amountOf(text)
  if (amount === null) return text === '' ? '' : text.replace(/\.$/, '')
  return amountText(Math.min(amount, balance))
}

export function withdrawAmountProblem(text: string, balance: number): AmountProblem | null {
  const amount = amountOf(text)
  if (amount === null) return 'empty'
  if (amount <= 0) return 'zero'
  if (amount > balance) return 'over'
  return null
}

/** The amount the wizard starts with: what was typed before, else the full balance. */
export function initialAmount(draft: string | null, balance: number): string {
  return draft ?? amountText(balance)
}
