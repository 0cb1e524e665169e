// Setting the PIN: six digits not easy to guess, the same twice, and the code sent to the
// borrower's phone. The birth date is checked by the server, which has it (10044).
import { pinWeakness, type PinWeakness } from '../../../contract/pin-strength'
import { PIN_PATTERN } from './steps'

export type PinValues = { pin: string; confirm: string; smsCode: string }
export type PinField = keyof PinValues
export type PinProblem = 'pin' | 'pinTooLong' | Exclude<PinWeakness, 'birthday'> | 'mismatch' | 'code' | 'codeTooLong'

export const PIN_FIELDS: readonly PinField[] = ['pin', 'confirm', 'smsCode']

export function pinProblems(v: PinValues): Partial<Record<PinField, PinProblem>> {
  const problems: Partial<Record<PinField, PinProblem>> = {}
  const weakness = PIN_PATTERN.test(v.pin) ? pinWeakness(v.pin, null) : null
  if (v.pin.length > 6) problems.pin = 'pinTooLong'
  else if (!PIN_PATTERN.test(v.pin)) problems.pin = 'pin'
  else if (weakness && weakness !== 'birthday') problems.pin = weakness
  if (v.confirm !== v.pin || v.confirm === '') problems.confirm = 'mismatch'
  const code = codeOf(v.smsCode)
  if (/^\d{7,}$/.test(code)) problems.smsCode = 'codeTooLong'
  else if (!/^\d{6}$/.test(code)) problems.smsCode = 'code'
  return problems
}

/** A PIN as typed into its hidden field: its digits, every one of them (a seventh is told, never dropped). */
export function pinDigits(text: string): string {
  return text.replace(/\D+/g, '')
}

/** The SMS code as sent: spaces and dashes, typed or pasted with it, dropped. */
export function codeOf(typed: string): string {
  return typed.replace(/[\s-]/g, '')
}

/** Where to go once the PIN is set: a path of this app only, never another site. */
export function safeBackPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 300) return undefined
  return /^\/(?![/\\])/.test(value) && !/[\\\s]/.test(value) ? value : undefined
}
