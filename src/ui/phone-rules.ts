// The market's mobile-number rules (contract/market/phone.ts, libphonenumber's patterns) load on
// demand: ~10 KB that the first screens paint without, fetched once a phone field is on screen.
import { useEffect, useState } from 'react'
import type * as PhoneModule from '../../contract/market/phone'
import type { PhoneProblem } from '../../contract/market/phone'
import type { MarketCode } from '../../contract/market/types'

export type PhoneRules = typeof PhoneModule
export type PhoneFieldProblem = 'required' | PhoneProblem

let loading: Promise<PhoneRules> | null = null
let loaded: PhoneRules | null = null

export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('../../contract/market/phone').then((rules) => (loaded = rules))
  // A failed download (offline before the service worker had it) may be tried again.
  loading.catch(() => (loading = null))
  return loading
}

/** The rules once loaded; null until then (a form then judges a number on submit, after awaiting them). */
export function usePhoneRules(): PhoneRules | null {
  // A screen whose route loaded them has them from its first render (its fields start in national form).
  const [rules, setRules] = useState<PhoneRules | null>(loaded)
  useEffect(() => {
    let live = true
    loadPhoneRules().then(
      (loaded) => live && setRules(() => loaded),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])
  return rules
}

/** What is wrong with a typed number, null when it is a mobile number of the market or the rules are not loaded yet. */
export function phoneProblem(rules: PhoneRules | null, typed: string, market: MarketCode): PhoneFieldProblem | null {
  if (typed.trim() === '') return 'required'
  if (!rules) return null
  const result = rules.parseMobile(typed, market)
  return result.ok ? null : result.problem
}

/** The number in E.164 where it is valid, else the typed text as it is (for comparing two numbers). */
export function comparable(rules: PhoneRules | null, typed: string, market: MarketCode): string {
  const result = rules?.parseMobile(typed, market)
  return result?.ok ? result.e164 : typed.trim()
}
