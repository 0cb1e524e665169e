import { isBirthday, isThaiNationalId } from '../../../contract/validation'

export type IdentityValues = { realName: string; identity: string; sex: '' | '1' | '2'; birthday: string; marriage: string }
export type IdentityField = keyof IdentityValues
export type IdentityProblem = 'required' | 'idNumber' | 'birthday'

export const EARLIEST_BIRTHDAY = '1900-01-01'

/** What is wrong with each field, if anything. The market is Thailand: its 13-digit ID with a check digit. */
export function validateIdentity(v: IdentityValues, today: Date): Partial<Record<IdentityField, IdentityProblem>> {
  const problems: Partial<Record<IdentityField, IdentityProblem>> = {}
  if (v.realName.trim() === '') problems.realName = 'required'
  if (v.identity === '') problems.identity = 'required'
  else if (!isThaiNationalId(v.identity)) problems.identity = 'idNumber'
  if (v.sex === '') problems.sex = 'required'
  if (v.birthday === '') problems.birthday = 'required'
  else if (!isBirthday(v.birthday, today)) problems.birthday = 'birthday'
  if (v.marriage === '') problems.marriage = 'required'
  return problems
}

/** The first submit needs every field set; the button stays off until then. */
export function isIdentityComplete(v: IdentityValues): boolean {
  return v.realName.trim() !== '' && v.identity !== '' && v.sex !== '' && v.birthday !== '' && v.marriage !== ''
}
