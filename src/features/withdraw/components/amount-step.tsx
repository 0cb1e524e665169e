import { Trans, useLingui } from '@lingui/react/macro'
import { Money } from '../../../ui/money'
import { TextField } from '../../../ui/text-field'
import type { AmountProblem } from '../amount'

type Props = {
  text: string
  balance: number
  currency: string
  problem: AmountProblem | null
  /** The field has been left (or Next pressed): its error may show. */
  touched: boolean
  /** The amount typed was above the balance and was brought back to it. */
  clamped: boolean
  onText: (text: string) => void
  onLeave: () => void
}

export function AmountStep({ text, balance, currency, problem, touched, clamped, onText, onLeave }: Props) {
  const { t } = useLingui()
  const words: Record<AmountProblem, string> = {
    empty: t`Enter the amount to withdraw`,
    zero: t`Enter an amount above 0`,
    over: t`You can withdraw at most your balance`,
  }
  return (
    <>
      <h2 className="wizard-step-title">
        <Trans>How much do you want to withdraw?</Trans>
      </h2>
      <TextField
        label={t`Amount to withdraw`}
        name="withdrawAmount"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(e) => onText(e.target.value)}
        onBlur={onLeave}
        error={touched && problem ? words[problem] : null}
        hint={
          clamped ? (
            <Trans>
              That was more than your balance, so we set it to <Money amount={balance} currency={currency} />.
            </Trans>
          ) : (
            <Trans>
              Up to <Money amount={balance} currency={currency} />. You repay only what you withdraw; the rest is released and cannot be withdrawn later.
            </Trans>
          )
        }
        trailing={<span className="field-unit">{currency}</span>}
      />
    </>
  )
}
