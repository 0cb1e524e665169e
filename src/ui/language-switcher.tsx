import { useLingui } from '@lingui/react/macro'
import { activateLocale } from '../i18n/i18n'
import { lender } from '../config'
import { isLocale, type Locale, LOCALES } from '../i18n/locales'

/** The languages the lender offers (its market's), nothing else; `onChosen` once a choice is in force. */
export function LanguageSwitcher({ onChosen }: { onChosen?: (locale: Locale) => void } = {}) {
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
          onClick={() => isLocale(code) && void activateLocale(code).then(() => onChosen?.(code))}
        >
          {LOCALES[code]}
        </button>
      ))}
    </div>
  )
}
