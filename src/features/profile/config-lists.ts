// The lender's option lists from company configs, checked before use: a list the
// lender mistyped shows as empty rather than breaking the form.
import * as z from 'zod/mini'
import { channelName, cityName, provinceName } from '../../../contract/market/list-names'
import { type BankListEntry, bankListSchema } from '../../../contract/schemas/products'
import { INTL_TAG, type Locale } from '../../i18n/locales'
import type { SelectOption } from '../../ui/select-field'

type Configs = Record<string, unknown> | null

const labelled = z.array(z.object({ code: z.string(), label: z.intersection(z.object({ en: z.string() }), z.record(z.string(), z.string())) }))
const placeNames = z.object({ province: z.string(), cities: z.array(z.string()) })
// Names a lender mistyped are dropped, not the region: it shows by its English names.
const regions = z.array(z.object({ province: z.string(), cities: z.array(z.string()), names: z.optional(z.catch(z.record(z.string(), placeNames), {})) }))

export type BankOption = BankListEntry
export type RegionOption = z.infer<typeof regions>[number]

/** MARRIAGE or EDUCATION, labelled in the borrower's language (English where the lender gave none). */
export function optionList(configs: Configs, key: 'MARRIAGE' | 'EDUCATION', locale: Locale): SelectOption[] {
  const parsed = labelled.safeParse(configs?.[key])
  return parsed.success ? parsed.data.map((o) => ({ value: o.code, label: o.label[locale] ?? o.label.en })) : []
}

/** BANK_LIST: banks, e-wallets and PromptPay, each with the format of its account numbers. */
export function bankList(configs: Configs): BankOption[] {
  const parsed = bankListSchema.safeParse(configs?.BANK_LIST)
  return parsed.success ? parsed.data : []
}

export function regionList(configs: Configs): RegionOption[] {
  const parsed = regions.safeParse(configs?.REGION_LIST)
  return parsed.success ? parsed.data : []
}

/** Options in the order of their labels in `locale`: a Thai list reads in Thai order. */
function byLabel(options: SelectOption[], locale: Locale): SelectOption[] {
  const collator = new Intl.Collator(INTL_TAG[locale])
  return options.sort((a, b) => collator.compare(a.label, b.label))
}

/** The provinces, named in the borrower's language; the value stays the stored English name. */
export function provinceOptions(regions: readonly RegionOption[], locale: Locale): SelectOption[] {
  return byLabel(regions.map((r) => ({ value: r.province, label: provinceName(r, locale) })), locale)
}

/** The cities of one province, named in the borrower's language. */
export function cityOptions(regions: readonly RegionOption[], province: string, locale: Locale): SelectOption[] {
  const region = regions.find((r) => r.province === province)
  return region ? byLabel(region.cities.map((c) => ({ value: c, label: cityName(region, c, locale) })), locale) : []
}

/** A bank's, wallet's or PromptPay's name in the borrower's language. */
export function bankLabel(bank: BankOption, locale: Locale): string {
  return channelName(bank, locale)
}

/** The label of a code, or the code itself when the list no longer has it. */
export function labelOf(options: readonly SelectOption[], code: string | null): string {
  if (code === null) return ''
  return options.find((o) => o.value === code)?.label ?? code
}
