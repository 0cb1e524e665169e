// The lender's option lists from company configs, checked before use: a list the
// lender mistyped shows as empty rather than breaking the form.
import * as z from 'zod/mini'
import { type BankListEntry, bankListSchema } from '../../../contract/schemas/products'
import type { Locale } from '../../i18n/locales'
import type { SelectOption } from '../../ui/select-field'

type Configs = Record<string, unknown> | null

const labelled = z.array(z.object({ code: z.string(), label: z.intersection(z.object({ en: z.string() }), z.record(z.string(), z.string())) }))
const regions = z.array(z.object({ province: z.string(), cities: z.array(z.string()) }))

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

/** The label of a code, or the code itself when the list no longer has it. */
export function labelOf(options: readonly SelectOption[], code: string | null): string {
  if (code === null) return ''
  return options.find((o) => o.value === code)?.label ?? code
}
