// Setting the PIN: six digits not easy to guess, the same twice, and the code sent to the
// borrower's phone. The birth date is checked by the server, which has it (10044).
import { pinWeakness, type PinWeakness } from '../../../contract/pin-strength'
import { PIN_PATTERN } from './steps'

export type PinValues = { pin: string; confirm: string; smsCode: string }
export type PinField = keyof PinValues
export type PinProblem = 'pin' | Exclude<PinWeakness, 'birthday'> | 'mismatch' | 'code'

export const PIN_FIELDS: readonly PinField[] = ['pin', 'confirm', 'smsCode']

export function pinProblems(v: PinValues): Partial<Record<PinField, PinProblem>> {
  const problems: Partial<Record<PinField, PinProblem>> = {}
  const weakness = PIN_PATTERN.test(v.pin) ? pinWeakness(v.pin, null) : null
  if (!PIN_PATTERN.test(v.pin)) problems.pin = 'pin'
  else if (weakness && weakness !== 'birthday') problems.pin = weakness
  if (v.confirm !== v.pin || v.confirm === '') problems.confirm = 'mismatch'
  if (!/^\d{6}$/.test(v.smsCode)) problems.smsCode = 'code'
  return problems
}

/** Keeps digits only, at most six, as the borrower types. */
export function sixDigits(text: string): string {
  return text.replace(/\D+/g, '').slice(0, 6)
}

/** Where to go once the PIN is set: a path of this app only, never another site. */
export function safeBackPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 300) return undefined
  return /^\/(?![/\\])/.test(value) && !/[\\\s]/.test(value) ? value : undefined
}
