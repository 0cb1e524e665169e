import { useLingui } from '@lingui/react/macro'
import type { ComponentProps } from 'react'
import { marketProfile } from '../../contract/market/profiles'
import type { Localized } from '../../contract/market/types'
import { lender } from '../config'
import type { PhoneFieldProblem } from './phone-rules'
import { TextField } from './text-field'

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'maxLength'>

/**
 * A mobile number of the lender's market, with the country prefix shown before it. Either form
 * is accepted (081 234 5678 or +66 81 234 5678, spaces and dashes too) and nothing typed is cut:
 * a number too long is refused with a message (ui/phone-rules.ts).
 */
export function PhoneField(props: Props) {
  const { t } = useLingui()
  const { callingCode, phoneExample } = marketProfile(lender.market)
  return (
    <TextField
      type="tel"
      autoComplete="tel"
      placeholder={phoneExample}
      hint={t`Your mobile number, like ${phoneExample}`}
      leading={<span className="field-prefix">+{callingCode}</span>}
      {...props}
    />
  )
}

/** Each problem a phone field can have, in the borrower's words. */
export function usePhoneWords(): Record<PhoneFieldProblem, string> {
  const { t, i18n } = useLingui()
  const market = marketProfile(lender.market)
  const own: Localized = market.ownMobileHint
  return {
    required: t`Enter your mobile number`,
    format: t`Enter a mobile number like ${market.phoneExample}`,
    tooLong: t`This number has too many digits: check it`,
    otherMarket: own[i18n.locale as keyof Localized] ?? own.en,
    notMobile: t`This looks like a landline: enter a mobile number`,
  }
}
