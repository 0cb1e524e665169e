// Writes contract/market/ph/regions.ts, the Philippines' provinces and their cities and
// municipalities, and the PSGC regions that group the provinces, from @aivangogh/ph-address
// (the PSA's Philippine Standard Geographic Code). Barangays are left out: the borrower types one.
// Run `tsx scripts/generate-ph-regions.ts` after upgrading that package.

import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { getAllProvinces, getAllRegions, getMunicipalitiesByProvince } from '@aivangogh/ph-address'

type Place = { name: string; psgcCode: string }

const { version } = createRequire(import.meta.url)('@aivangogh/ph-address/package.json') as { version: string }

// Places the PSGC files under no province, listed as if they were one: Metro Manila's 16
// cities and Pateros sit directly under the region, and BARMM's Special Geographic Area
// (eight municipalities carved out of Cotabato in 2024) has a province-level code of its own.
const PSEUDO_PROVINCES: Record<string, string> = {
  '1300000000': 'Metro Manila',
  '1999900000': 'Special Geographic Area',
}

// Highly urbanised and independent component cities are outside every province in the PSGC,
// but a borrower looks for Cebu City under Cebu: each goes under the province around it.
const CITY_IN_PROVINCE: Record<string, string> = {
  '0330100000': 'Pampanga', // Angeles City
  '0331400000': 'Zambales', // Olongapo City
  '0431200000': 'Quezon', // Lucena City
  '0631000000': 'Iloilo', // Iloilo City
  '0730600000': 'Cebu', // Cebu City
  '0731100000': 'Cebu', // Lapu-Lapu City
  '0731300000': 'Cebu', // Mandaue City
  '0831600000': 'Leyte', // Tacloban City
  '0931700000': 'Zamboanga del Sur', // Zamboanga City
  '0990100000': 'Basilan', // Isabela City, of Region IX though Basilan is in BARMM
  '1030500000': 'Misamis Oriental', // Cagayan de Oro City
  '1030900000': 'Lanao del Norte', // Iligan City
  '1130700000': 'Davao del Sur', // Davao City
  '1230800000': 'South Cotabato', // General Santos City
  '1430300000': 'Benguet', // Baguio City
  '1630400000': 'Agusan del Norte', // Butuan City
  '1731500000': 'Palawan', // Puerto Princesa City
  '1830200000': 'Negros Occidental', // Bacolod City
}

// Manila's 14 districts are PSGC sub-municipalities; the city itself is listed.
const SKIPPED = new Set(['1380600000'])

// The package capitalises Spanish and Filipino particles that the PSA writes in lower case
// ("Cagayan De Oro", "Sultan Sa Barongis"); the first word keeps its capital ("Del Carmen").
const spelled = (name: string) => name.replace(/(?<=\S )(De|Del|Sa|In)(?= )/g, (word) => word.toLowerCase())
// Two Antique towns the package capitalises after the hyphen, by PSGC code.
const SPELLING: Record<string, string> = { '0600601000': 'Anini-y', '0600609000': 'Laua-an' }
const placeName = (place: Place) => SPELLING[place.psgcCode] ?? spelled(place.name)
const byName = (a: string, b: string) => a.localeCompare(b, 'en')

/** Two places of one province could share a name; the PSGC code tells them apart. */
function cityNames(places: Place[]): string[] {
  const named = places.map((place) => ({ place, name: placeName(place) }))
  const repeated = (name: string) => named.filter((other) => other.name === name).length > 1
  return named.map(({ place, name }) => (repeated(name) ? `${name} (PSGC ${place.psgcCode})` : name)).sort(byName)
}

const provinces = getAllProvinces()
const citiesOf = new Map<string, Place[]>()
const regionOf = new Map<string, string>()
const add = (province: string, places: readonly Place[], regionCode: string) => {
  citiesOf.set(province, [...(citiesOf.get(province) ?? []), ...places])
  if (!regionOf.has(province)) regionOf.set(province, regionCode)
}

for (const p of provinces) add(spelled(p.name), getMunicipalitiesByProvince(p.psgcCode), p.regionCode)
for (const [code, name] of Object.entries(PSEUDO_PROVINCES)) {
  add(name, getMunicipalitiesByProvince(code), `${code.slice(0, 2)}00000000`)
}
for (const [code, province] of Object.entries(CITY_IN_PROVINCE)) {
  const [city, ...more] = getMunicipalitiesByProvince(code)
  if (!city || more.length > 0) throw new Error(`expected one independent city under ${code}`)
  const regionCode = regionOf.get(province)
  if (regionCode === undefined) throw new Error(`${city.name}: no province "${province}"`)
  add(province, [city], regionCode)
}

// Every province-level code that holds places must be listed above, so that an upgrade
// bringing a new independent city fails here instead of dropping it.
const known = new Set([...provinces.map((p) => p.psgcCode), ...Object.keys(PSEUDO_PROVINCES), ...Object.keys(CITY_IN_PROVINCE), ...SKIPPED])
for (const region of getAllRegions()) {
  for (let n = 0; n < 1000; n++) {
    const code = `${region.psgcCode.slice(0, 2)}${String(n).padStart(3, '0')}00000`
    const places = getMunicipalitiesByProvince(code)
    if (places.length > 0 && !known.has(code)) {
      throw new Error(`${code} (${places.map((p) => p.name).join(', ')}) belongs to no province: add it to CITY_IN_PROVINCE`)
    }
  }
}

const regions = [...citiesOf].map(([province, places]) => ({ province, cities: cityNames(places) }))
regions.sort((a, b) => byName(a.province, b.province))

const groups = [...getAllRegions()]
  .sort((a, b) => a.psgcCode.localeCompare(b.psgcCode))
  .map((r) => ({
    region: spelled(r.designation ? `${r.name} (${r.designation})` : r.name),
    provinces: regions.filter((p) => regionOf.get(p.province) === r.psgcCode).map((p) => p.province),
  }))

const json = (rows: object[]) => rows.map((row) => `  ${JSON.stringify(row)},`).join('\n')
const source = `// Generated by scripts/generate-ph-regions.ts from @aivangogh/ph-address ${version} (PSGC); do not edit.

import type { Region } from '../types'

/** Provinces, with Metro Manila as one, and their cities and municipalities. */
export const PH_REGIONS: readonly Region[] = [
${json(regions)}
]

/** The PSGC's regions and the provinces of PH_REGIONS in each, for a picker that starts at the region. */
export const PH_REGION_GROUPS: readonly { region: string; provinces: readonly string[] }[] = [
${json(groups)}
]
`
writeFileSync(new URL('../contract/market/ph/regions.ts', import.meta.url), source)
console.log(`wrote ${regions.length} provinces, ${regions.reduce((n, r) => n + r.cities.length, 0)} cities and municipalities, ${groups.length} regions`)
