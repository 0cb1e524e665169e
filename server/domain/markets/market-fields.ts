// Reading what a borrower typed by the rules of their market: a mobile number to E.164, an
// identity number to its stored form, an account number by its channel's format.
import { ApiError } from '../../../contract/api-error'
import { type AccountFormat, idTypeOf, type MarketPack } from '../../../contract/market'
import { ANY_ACCOUNT, storedAccountNumber } from '../../../contract/market/account-number'
import { parseMobile } from '../../../contract/market/phone'

/** The number in E.164, or 10042 on `field` when it is no mobile number of this market. */
export function readMobile(market: MarketPack, typed: string, field = 'mobile'): string {
  const result = parseMobile(typed, market.code)
  if (!result.ok) throw new ApiError(10042, { fields: [field] })
  return result.e164
}

/** The market's ID type (the only one where `code` is omitted and the market has one) and the stored number. */
export function readIdentity(market: MarketPack, code: string | undefined, typed: string): { idType: string; identity: string } {
  const type = code === undefined ? (market.idTypes.length === 1 ? market.idTypes[0] : undefined) : idTypeOf(market, code)
  if (!type) throw new ApiError(10043, { fields: ['idType'] })
  const identity = type.normalize(typed)
  if (type.check(identity) !== null) throw new ApiError(10014, { fields: ['identity'] })
  return { idType: type.code, identity }
}

/**
 * 10046 on both fields where the ID number carries the holder's birth date (the NIK) and it is not
 * the birthday: one of them is mistyped, and the borrower is told so before anyone reviews them.
 */
export function requireIdentityAgrees(market: MarketPack, idType: string | null, identity: string | null, birthday: string | null): void {
  if (idType === null || identity === null || birthday === null) return
  if (idTypeOf(market, idType)?.disagrees?.(identity, { birthday }) === 'birthDate') throw new ApiError(10046, { fields: ['identity', 'birthday'] })
}

/** The account number as stored, or 10028 on cardNo. A lender's own BANK_LIST entry without a format takes 6 to 20 digits. */
export function readAccountNumber(market: MarketPack, format: AccountFormat | undefined, typed: string): string {
  const stored = storedAccountNumber(typed, format ?? ANY_ACCOUNT, market, parseMobile)
  if (stored === null) throw new ApiError(10028, { fields: ['cardNo'] })
  return stored
}
