import { useLingui } from '@lingui/react/macro'
import { activateLocale } from '../i18n/i18n'
import { isLocale, LOCALE_CODES, LOCALES } from '../i18n/locales'

export function LanguageSwitcher() {
  const { i18n, t } = useLingui()
  return (
    <div className="lang-switcher" role="group" aria-label={t`Language`}>
      {LOCALE_CODES.map((code) => (
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
