// The names behind the codes a borrower picked from the lender's lists (bank, marital status,
// education, region, ID type), in the export's language: the lists the app showed, so the names match.
import * as z from 'zod/mini'
import type { Locale } from '../../../contract/locales'
import { idTypeOf, type MarketPack } from '../../../contract/market'
import { channelName, provinceCityName } from '../../../contract/market/list-names'
import type { Db } from '../../db/client'
import { effectiveConfigs } from '../configs/company-configs'

// Banks carry an English name and other names by language; MARRIAGE and EDUCATION a label by language.
const words = z.union([z.string(), z.record(z.string(), z.string())])
const list = z.array(z.object({ code: z.string(), name: z.optional(z.string()), names: z.optional(z.record(z.string(), z.string())), label: z.optional(words) }))
const regions = z.array(
  z.object({
    province: z.string(),
    cities: z.array(z.string()),
    names: z.optional(z.record(z.string(), z.object({ province: z.string(), cities: z.array(z.string()) }))),
  }),
)

type Words = z.infer<typeof words>

function inLanguage(value: Words | undefined, locale: Locale): string | null {
  if (value === undefined) return null
  return typeof value === 'string' ? value : (value[locale] ?? value.en ?? Object.values(value)[0] ?? null)
}

export type ListName = (code: string | null) => { code: string; name: string } | null

function lookUp(configs: Record<string, unknown>, key: string, locale: Locale): ListName {
  const parsed = list.safeParse(configs[key])
  const entries = parsed.success ? parsed.data : []
  return (code) => {
    if (code === null) return null
    const entry = entries.find((e) => e.code === code)
    const name = entry?.name === undefined ? inLanguage(entry?.label, locale) : channelName({ name: entry.name, names: entry.names }, locale)
    return { code, name: name ?? code }
  }
}

export type ExportNames = { bank: ListName; marriage: ListName; education: ListName; region: ListName; idType: ListName }

export async function exportNames(db: Db, appId: number, market: MarketPack, locale: Locale): Promise<ExportNames> {
  const configs = await effectiveConfigs(db, appId)
  return {
    bank: lookUp(configs, 'BANK_LIST', locale),
    marriage: lookUp(configs, 'MARRIAGE', locale),
    education: lookUp(configs, 'EDUCATION', locale),
    region: (provinceCity) => {
      if (provinceCity === null) return null
      const parsed = regions.safeParse(configs.REGION_LIST)
      return { code: provinceCity, name: provinceCityName(parsed.success ? parsed.data : [], provinceCity, locale) }
    },
    idType: (code) => {
      if (code === null) return null
      const type = idTypeOf(market, code)
      return { code, name: type ? (type.label[locale] ?? type.label.en) : code }
    },
  }
}
