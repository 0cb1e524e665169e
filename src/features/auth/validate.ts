import { isPhone } from '../../../contract/validation'

export const PASSWORD_MIN = 8

export type AuthValues = { mobile: string; password: string; confirm: string; smsCode: string; inviteCode: string }
export type AuthField = keyof AuthValues
export type AuthErrors = Partial<Record<AuthField, 'phone' | 'password' | 'mismatch' | 'code'>>

export function validateAuth(mode: 'login' | 'register', v: AuthValues): AuthErrors {
  const errors: AuthErrors = {}
  if (!isPhone(v.mobile)) errors.mobile = 'phone'
  if (v.password.length < PASSWORD_MIN) errors.password = 'password'
  if (mode === 'register') {
    if (v.confirm !== v.password) errors.confirm = 'mismatch'
    if (!/^\d{6}$/.test(v.smsCode)) errors.smsCode = 'code'
  }
  return errors
}

/** Keeps digits only, at most `max` of them, as the borrower types. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D+/g, '').slice(0, max)
}
