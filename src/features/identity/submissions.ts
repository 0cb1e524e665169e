import { normalizeLaserCode } from '../../../contract/kyc'
import { IDENTITY_IMAGE_FIELDS, type IdentityImageField } from '../../../contract/schemas/accounts'
import type { Submission } from '../../offline/outbox-paths'
import type { MarketProfile } from '../../../contract/market/types'
import { chosenIdType, type IdentityValues } from './validate'

export type IdentityPhotos = Partial<Record<IdentityImageField, Blob>>

/**
 * The identity form as the server takes it: the fields, then the photos taken since
 * (all three the first time). A verified name and ID number are not sent again.
 */
export function identitySubmissions(values: IdentityValues, market: Pick<MarketProfile, 'idTypes'> & Partial<Pick<MarketProfile, 'identityCheck'>>, photos: IdentityPhotos, verified: boolean): Submission[] {
  const type = chosenIdType(market, values.idType)
  // The number as stored: separators dropped, letters in capitals, as the server keeps it.
  const identity = type ? { idType: type.code, identity: type.normalize(values.identity) } : { identity: values.identity }
  // The laser code in its printed form, as the server keeps it; a blank field keeps the one sent before.
  const laser = market.identityCheck?.laserCode && values.laserCode ? normalizeLaserCode(values.laserCode) : null
  const fields = {
    ...(verified ? {} : { realName: values.realName.trim(), ...identity, ...(laser ? { laserCode: laser } : {}) }),
    sex: values.sex === '2' ? (2 as const) : (1 as const),
    birthday: values.birthday,
    marriage: values.marriage,
  }
  const taken = Object.fromEntries(IDENTITY_IMAGE_FIELDS.filter((f) => photos[f]).map((f) => [f, photos[f]]))
  const update: Submission = { path: '/user/update', body: fields }
  return Object.keys(taken).length > 0 ? [update, { path: '/user/identity/apply', body: taken }] : [update]
}

/**
 * Each photo of the draft as a short text, for telling whether a photo the server refused is still
 * the one in its slot: a photo taken again has another size, and so another stamp.
 */
export function photoStamps(photos: IdentityPhotos): Record<string, string> {
  return Object.fromEntries(IDENTITY_IMAGE_FIELDS.flatMap((f) => (photos[f] ? [[f, `${photos[f].type}:${photos[f].size}`]] : [])))
}
