import { useLingui } from '@lingui/react/macro'
import { activateLocale } from '../i18n/i18n'
import { lender } from '../config'
import { isLocale, LOCALES } from '../i18n/locales'

/** The languages the lender offers (its market's), nothing else. */
export function LanguageSwitcher() {
  const { i18n, t } = useLingui()
  return (
    <div className="lang-switcher" role="group" aria-label={t`Language`}>
      {lender.locales.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="lang-option"
          aria-pressed={i18n.locale === code}
          onClick={() => isLocale(code) && void activateLocale(code)}
        >
          {LOCALES[code]}
        </button>
      ))}
    </div>
  )
}
