// What the borrower reads for an entry of a bank or region list, in their language. The wire and
// the database keep the code or the English name; only the words shown change. A lender's own
// list (BANK_LIST, REGION_LIST in its configs) may carry no other names: its names show as given.
import type { Locale } from '../locales'
import type { OtherNames, Region } from './types'

/** A bank's, wallet's or proxy's name in `locale`, else its English name. */
export function channelName(channel: { name: string; names?: OtherNames }, locale: Locale): string {
  // A lender's own list is read as it was configured: a name that is no text is not shown.
  const name = channel.names?.[locale]
  return typeof name === 'string' && name !== '' ? name : channel.name
}

/** The names of a region in `locale`, when they are given for the province and every city. */
function namesIn(region: Region, locale: Locale) {
  const names = region.names?.[locale]
  return names && names.province && names.cities.length === region.cities.length ? names : null
}

export function provinceName(region: Region, locale: Locale): string {
  return namesIn(region, locale)?.province ?? region.province
}

/** A city of the region in `locale`; a city the region does not list shows as it is. */
export function cityName(region: Region, city: string, locale: Locale): string {
  const index = region.cities.indexOf(city)
  return (index >= 0 ? namesIn(region, locale)?.cities[index] : undefined) || city
}

// Thai separates the parts of an address with a space, not a comma.
const THAI_NAME = /[\u0E00-\u0E7F]$/

/** A stored "province,city" as the borrower reads it: "กรุงเทพมหานคร บางรัก", "Bangkok, Bang Rak". */
export function provinceCityName(regions: readonly Region[], provinceCity: string, locale: Locale): string {
  const [province = '', city = ''] = provinceCity.split(',')
  const region = regions.find((r) => r.province === province)
  if (!region) return provinceCity.replace(',', ', ')
  if (city === '') return provinceName(region, locale)
  const named = provinceName(region, locale)
  return `${named}${THAI_NAME.test(named) ? ' ' : ', '}${cityName(region, city, locale)}`
}
