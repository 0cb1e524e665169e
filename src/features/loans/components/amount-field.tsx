import { Trans, useLingui } from '@lingui/react/macro'
import type { StepLimits } from '../../../../contract/loan-limits'
import { Money } from '../../../ui/money'
import { TextField } from '../../../ui/text-field'
import { amountDigits } from '../amount'

type Props = {
  text: string
  limits: StepLimits
  currency: string
  error: string | null
  /** The amount was moved onto the product's grid when the field was left. */
  adjusted: boolean
  onText: (digits: string) => void
  onLeave: () => void
}

export function AmountField({ text, limits, currency, error, adjusted, onText, onLeave }: Props) {
  const { t } = useLingui()
  const range = (
    <Trans>
      From <Money amount={limits.min} currency={currency} /> to <Money amount={limits.max} currency={currency} />, in steps of{' '}
      <Money amount={limits.step} currency={currency} />.
    </Trans>
  )
  return (
    <TextField
      label={t`How much do you want to borrow?`}
      name="amount"
      inputMode="numeric"
      autoComplete="off"
      value={text}
      onChange={(e) => onText(amountDigits(e.target.value))}
      onBlur={onLeave}
      error={error}
      hint={
        adjusted ? (
          <>
            <Trans>We moved the amount to the nearest one on offer.</Trans> {range}
          </>
        ) : (
          range
        )
      }
      trailing={<span className="amount-currency">{currency}</span>}
    />
  )
}
