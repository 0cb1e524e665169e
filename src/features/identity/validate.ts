import type { IdType, MarketProfile } from '../../../contract/market/types'
import { isBirthday } from '../../../contract/validation'

export type IdentityValues = { realName: string; idType: string; identity: string; sex: '' | '1' | '2'; birthday: string; marriage: string }
export type IdentityField = keyof IdentityValues
/** idFormat: not the shape of the chosen document's number; idChecksum: the right shape, a wrong check digit. */
export type IdentityProblem = 'required' | 'idFormat' | 'idChecksum' | 'birthday'

export const EARLIEST_BIRTHDAY = '1900-01-01'

/** The chosen ID type, or the market's only one when it has a single type. */
export function chosenIdType(market: Pick<MarketProfile, 'idTypes'>, code: string): IdType | undefined {
  return market.idTypes.find((t) => t.code === code) ?? (market.idTypes.length === 1 ? market.idTypes[0] : undefined)
}

/** What is wrong with each field, if anything, by the rules of the chosen document of the lender's market. */
export function validateIdentity(v: IdentityValues, market: Pick<MarketProfile, 'idTypes'>, today: Date): Partial<Record<IdentityField, IdentityProblem>> {
  const problems: Partial<Record<IdentityField, IdentityProblem>> = {}
  if (v.realName.trim() === '') problems.realName = 'required'
  const type = chosenIdType(market, v.idType)
  if (!type) problems.idType = 'required'
  if (v.identity.trim() === '') problems.identity = 'required'
  else if (type) {
    const problem = type.check(type.normalize(v.identity))
    if (problem) problems.identity = problem === 'checksum' ? 'idChecksum' : 'idFormat'
  }
  if (v.sex === '') problems.sex = 'required'
  if (v.birthday === '') problems.birthday = 'required'
  else if (!isBirthday(v.birthday, today)) problems.birthday = 'birthday'
  if (v.marriage === '') problems.marriage = 'required'
  return problems
}

/** The first submit needs every field set; the button stays off until then. */
export function isIdentityComplete(v: IdentityValues, market: Pick<MarketProfile, 'idTypes'>): boolean {
  const typed = [v.realName.trim(), v.identity, v.sex, v.birthday, v.marriage].every((f) => f !== '')
  return typed && chosenIdType(market, v.idType) !== undefined
}
