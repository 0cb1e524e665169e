import { startTransition, useEffect, useState } from 'react'
import { call } from '../../api/client'
import { marketProfile } from '../../../contract/market/profiles'
import type { OtherNames } from '../../../contract/market/types'
import { lender } from '../../config'
import { cachedConfigs, saveConfigs } from '../../offline/configs-copy'

export type CompanyConfigs = Record<string, unknown>

let fetching: Promise<CompanyConfigs> | null = null

/**
 * The server's configs, saved on this phone. Screens that mount together (the signed-in
 * layout and Home) share one request: the answer is the largest a first screen gets.
 */
function freshConfigs(): Promise<CompanyConfigs> {
  fetching ??= call('/loan/getAllCompanyConfigs', { appId: lender.appId })
    .then(async (fresh) => {
      await saveConfigs(fresh)
      return fresh
    })
    .finally(() => {
      fetching = null
    })
  return fetching
}

/** Company configs: the copy on this phone first, then the server's. */
export function useCompanyConfigs(): CompanyConfigs | null {
  const [configs, setConfigs] = useState<CompanyConfigs | null>(null)
  useEffect(() => {
    let live = true
    // Transitions: what arrives re-renders the screen in slices a tap can come between.
    void cachedConfigs().then((cached) => live && cached && startTransition(() => setConfigs((c) => c ?? cached)))
    freshConfigs()
      .then((fresh) => live && startTransition(() => setConfigs(fresh)))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return configs
}

/** The lender's currency: its market's, before the configs are here too. */
export function currencyOf(configs: CompanyConfigs | null): string {
  const currency = configs?.CURRENCY
  return typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : marketProfile(lender.market).currency
}

export function textConfig(configs: CompanyConfigs | null, key: string): string | null {
  const value = configs?.[key]
  return typeof value === 'string' && value !== '' ? value : null
}

/** The first support channel the lender set, for the contact-service widget. */
export function supportLink(configs: CompanyConfigs | null): string | null {
  for (const key of ['LINE', 'WHATSAPP', 'CUSTOMER_SERVICE_FACEBOOK']) {
    const link = textConfig(configs, key)
    if (link && /^https:\/\//.test(link)) return link
  }
  return null
}

export type PeriodUnit = 'month' | 'week' | 'day'

/** The unit of one repayment period (company config PERIOD_UNIT); months unless the lender says otherwise. */
export function periodUnitOf(configs: CompanyConfigs | null): PeriodUnit {
  const unit = configs?.PERIOD_UNIT
  return unit === 'week' || unit === 'day' ? unit : 'month'
}

export type Licence = { name: string; number: string; regulator: string }

/** The lender's registered name and licence (company config LICENCE), or null when not set. */
export function licenceOf(configs: CompanyConfigs | null): Licence | null {
  const value = configs?.LICENCE
  if (typeof value !== 'object' || value === null) return null
  const { name, number, regulator } = value as Record<string, unknown>
  return typeof name === 'string' && typeof number === 'string' && typeof regulator === 'string' ? { name, number, regulator } : null
}

/** `names`: the name in other languages, where the list gives them. */
export type BankListEntry = { code: string; name: string; names?: OtherNames; logo?: string }

/** The lender's bank list (BANK_LIST), keeping only well-formed entries. */
export function bankListOf(configs: CompanyConfigs | null): BankListEntry[] {
  const list = configs?.BANK_LIST
  if (!Array.isArray(list)) return []
  return list.filter(
    (b): b is BankListEntry => typeof b === 'object' && b !== null && typeof b.code === 'string' && typeof b.name === 'string',
  )
}
