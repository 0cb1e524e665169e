import { Trans, useLingui } from '@lingui/react/macro'
import { FormAlert } from '../../../ui/form-alert'
import { TextField } from '../../../ui/text-field'
import { formatMoney } from '../../../ui/formats'
import type { RepayState } from '../use-repay'
import { PayoffOffer } from './payoff-offer'

type Props = { repay: RepayState; outstanding: number; currency: string }

export const REPAY_FORM_ID = 'repay-form'

/** The amount to pay now, and the payoff offer. */
export function RepayForm({ repay, outstanding, currency }: Props) {
  const { t } = useLingui()
  const min = formatMoney(repay.limits.min, currency)
  const max = formatMoney(repay.limits.max, currency)
  return (
    <>
      <form
        id={REPAY_FORM_ID}
        className="page-body-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void repay.pay()
        }}
      >
        <h2 className="section-title">
          <Trans>Make a payment</Trans>
        </h2>
        <TextField
          label={t`Amount to pay`}
          name="amt"
          inputMode="decimal"
          autoComplete="off"
          value={repay.text}
          onChange={(e) => repay.setText(e.target.value)}
          onBlur={repay.leave}
          error={repay.touched && repay.problem ? t`Enter an amount from ${min} to ${max}` : null}
          hint={t`From ${min} to ${max} per payment. Payments go to the oldest amount due first.`}
          trailing={<span className="field-unit">{currency}</span>}
        />
        <FormAlert messages={repay.alert ? [repay.alert] : []} />
      </form>
      <PayoffOffer payoff={repay.payoff} outstanding={outstanding} currency={currency} onUse={repay.takePayoff} />
    </>
  )
}
