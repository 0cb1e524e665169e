import type { MarketCode } from '../../../contract/market/types'
import { INVITE_CODE_MAX, isTooLong } from '../../../contract/text-limits'
import { type PhoneFieldProblem, type PhoneRules, phoneProblem } from '../../ui/phone-rules'

export const PASSWORD_MIN = 8

export type AuthValues = { mobile: string; password: string; confirm: string; smsCode: string; inviteCode: string }
export type AuthField = keyof AuthValues
export type AuthProblem = PhoneFieldProblem | 'password' | 'mismatch' | 'code' | 'codeTooLong' | 'inviteTooLong'
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
    const code = smsCodeOf(v.smsCode)
    if (/^\d{7,}$/.test(code)) errors.smsCode = 'codeTooLong'
    else if (!/^\d{6}$/.test(code)) errors.smsCode = 'code'
  }
  if (mode === 'register' && isTooLong(v.inviteCode, INVITE_CODE_MAX)) errors.inviteCode = 'inviteTooLong'
  return errors
}

/** The SMS code as sent: spaces and dashes, typed or pasted with it, dropped. */
export function smsCodeOf(typed: string): string {
  return typed.replace(/[\s-]/g, '')
}
