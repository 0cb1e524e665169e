// Apart from ./api.ts, which the app's first chunk carries: only About and the FAQ read the
// lender's words, and the per-language keys come with those screens.
import { useLingui } from '@lingui/react/macro'
import { type WordedConfigKey, wordedConfigKey } from '../../../contract/company-config-keys'
import { isLocale } from '../../i18n/locales'
import { type CompanyConfigs, textConfig } from './api'

/** The lender's words (FAQ, About us) in the borrower's language, else under the plain key; re-read when the language changes. */
export function useWordedConfig(configs: CompanyConfigs | null, key: WordedConfigKey): string | null {
  const { i18n } = useLingui()
  const own = isLocale(i18n.locale) ? textConfig(configs, wordedConfigKey(key, i18n.locale)) : null
  return own ?? textConfig(configs, key)
}
