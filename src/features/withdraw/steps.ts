// The wizard's steps and what each Next needs. The step sits in the URL (?index=N), so
// a step reached by its address still needs everything before it.
import type { UserInfo } from '../../../contract/schemas/accounts'
import { settleWithdrawAmount, withdrawAmountProblem } from './amount'

export const WIZARD_STEPS = ['amount', 'bank', 'pin', 'done'] as const
export type StepIndex = 0 | 1 | 2 | 3

export type WizardValues = { amount: string; balance: number; pin: string }
export type WizardUser = Pick<UserInfo, 'bankName' | 'cardNo' | 'hasWithdrawPin' | 'withdrawPinLocked'>

export const PIN_PATTERN = /^\d{6}$/

export function hasOwnAccount(user: WizardUser): boolean {
  return Boolean(user.bankName && user.cardNo)
}

/** Whether the button of `step` may be pressed: every step needs its value. */
export function canLeave(step: StepIndex, values: WizardValues, user: WizardUser): boolean {
  switch (step) {
    case 0:
      // An amount above the balance counts: leaving the field brings it down to the balance.
      return withdrawAmountProblem(settleWithdrawAmount(values.amount, values.balance), values.balance) === null
    case 1:
      return hasOwnAccount(user)
    case 2:
      return user.hasWithdrawPin && !user.withdrawPinLocked && PIN_PATTERN.test(values.pin)
    case 3:
      return false
  }
}

/** The step to show for `wanted`: the first earlier step still missing its value, else `wanted`. */
export function reachableStep(wanted: StepIndex, values: WizardValues, user: WizardUser): StepIndex {
  if (wanted === 3) return 3
  for (const step of [0, 1] as const) if (step < wanted && !canLeave(step, values, user)) return step
  return wanted
}

export function toStepIndex(value: unknown): StepIndex | undefined {
  const n = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value
  return n === 0 || n === 1 || n === 2 || n === 3 ? n : undefined
}
