import type { MarketCode } from '../../../contract/market/types'
import { type PhoneFieldProblem, type PhoneRules, phoneProblem } from '../../ui/phone-rules'

export const PASSWORD_MIN = 8

export type AuthValues = { mobile: string; password: string; confirm: string; smsCode: string; inviteCode: string }
export type AuthField = keyof AuthValues
export type AuthProblem = PhoneFieldProblem | 'password' | 'mismatch' | 'code'
export type AuthErrors = Partial<Record<AuthField, AuthProblem>>

/** Log in; create an account; set a new password with a code sent to the registered phone. */
export type AuthMode = 'login' | 'register' | 'reset'

/** `rules` null: the phone rules are still loading, and the number is judged once they are here. */
export function validateAuth(mode: AuthMode, v: AuthValues, rules: PhoneRules | null, market: MarketCode): AuthErrors {
  const errors: AuthErrors = {}
  const phone = phoneProblem(rules, v.mobile, market)
  if (phone) errors.mobile = phone
  if (v.password.length < PASSWORD_MIN) errors.password = 'password'
  if (mode !== 'login') {
    if (v.confirm !== v.password) errors.confirm = 'mismatch'
    if (!/^\d{6}$/.test(v.smsCode)) errors.smsCode = 'code'
  }
  return errors
}

/** Keeps digits only, at most `max` of them, as the borrower types. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D+/g, '').slice(0, max)
}
