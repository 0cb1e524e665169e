import { normalizeLaserCode } from '../../../contract/kyc'
import type { IdType, MarketProfile } from '../../../contract/market/types'
import { isTooLong, SHORT_TEXT_MAX } from '../../../contract/text-limits'
import { isBirthday } from '../../../contract/validation'
import { datePartsProblem } from '../../ui/date-parts'

/** laserCode: only where the market's card check takes one (Thailand); absent from drafts saved before it was asked. */
export type IdentityValues = { realName: string; idType: string; identity: string; laserCode?: string; sex: '' | '1' | '2'; birthday: string; marriage: string }
export type IdentityField = keyof IdentityValues
/**
 * idFormat: not the shape of the chosen document's number; idTooLong: more characters than it has; idChecksum: the right shape, a
 * wrong check digit; idBirthDate: a number that holds a birth date (Indonesia's NIK) other than the birthday.
 */
export type IdentityProblem = 'required' | 'laserFormat' | 'nameTooLong' | 'idFormat' | 'idTooLong' | 'idChecksum' | 'idBirthDate' | 'birthday' | 'birthdayIncomplete' | 'birthdayNotADay'

const ID_PROBLEM = { format: 'idFormat', tooLong: 'idTooLong', checksum: 'idChecksum' } as const

export const EARLIEST_BIRTHDAY = '1900-01-01'

/** The chosen ID type, or the market's only one when it has a single type. */
export function chosenIdType(market: Pick<MarketProfile, 'idTypes'>, code: string): IdType | undefined {
  return market.idTypes.find((t) => t.code === code) ?? (market.idTypes.length === 1 ? market.idTypes[0] : undefined)
}

/** What is wrong with each field, if anything, by the rules of the chosen document of the lender's market. */
export function validateIdentity(v: IdentityValues, market: Pick<MarketProfile, 'idTypes'>, today: Date): Partial<Record<IdentityField, IdentityProblem>> {
  const problems: Partial<Record<IdentityField, IdentityProblem>> = {}
  if (v.realName.trim() === '') problems.realName = 'required'
  else if (isTooLong(v.realName, SHORT_TEXT_MAX)) problems.realName = 'nameTooLong'
  const type = chosenIdType(market, v.idType)
  if (!type) problems.idType = 'required'
  if (v.identity.trim() === '') problems.identity = 'required'
  else if (type) {
    const problem = type.check(type.normalize(v.identity))
    if (problem) problems.identity = ID_PROBLEM[problem]
  }
  if (v.sex === '') problems.sex = 'required'
  // birthday holds the day, month and year as chosen (../../ui/date-parts.ts), parts possibly missing.
  const dateProblem = datePartsProblem(v.birthday)
  if (v.birthday === '') problems.birthday = 'required'
  else if (dateProblem) problems.birthday = dateProblem === 'incomplete' ? 'birthdayIncomplete' : 'birthdayNotADay'
  else if (!isBirthday(v.birthday, today)) problems.birthday = 'birthday'
  if (v.marriage === '') problems.marriage = 'required'
  if (type?.disagrees && problems.identity === undefined && problems.birthday === undefined) {
    if (type.disagrees(type.normalize(v.identity), { birthday: v.birthday }) === 'birthDate') problems.identity = 'idBirthDate'
  }
  return problems
}

/**
 * The laser code's problem, by the server's own rule (contract/kyc.ts normalizeLaserCode). Needed
 * where the market's card check takes it and the borrower is sending their identity for a check;
 * once one has been sent, a blank field keeps it.
 */
export function laserCodeProblem(typed: string, market: Pick<MarketProfile, 'identityCheck'>, needed: boolean): IdentityProblem | null {
  if (!market.identityCheck.laserCode) return null
  if (typed.trim() === '') return needed ? 'required' : null
  return normalizeLaserCode(typed) === null ? 'laserFormat' : null
}
