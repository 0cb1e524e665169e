import { Trans, useLingui } from '@lingui/react/macro'
import type { PayoffParts } from '../../../../contract/schemas/orders'
import { RadioGroup } from '../../../ui/radio-group'
import { TextField } from '../../../ui/text-field'
import { formatMoney } from '../../../ui/formats'
import { useMethodNames } from '../method-names'
import { paymentLimits } from '../repay-rules'
import type { RepayState } from '../use-repay'
import { PayoffOffer } from './payoff-offer'

type Props = { repay: RepayState; outstanding: number; payoffParts: PayoffParts | undefined; currency: string }

export const REPAY_FORM_ID = 'repay-form'

/** How to pay and how much, within the chosen method's own limit, and the payoff offer. */
export function RepayForm({ repay, outstanding, payoffParts, currency }: Props) {
  const { t } = useLingui()
  const names = useMethodNames()
  const money = (amount: number) => formatMoney(amount, currency)
  const min = money(repay.limits.min)
  const max = money(repay.limits.max)
  const name = names[repay.method.method]
  const methodMax = money(repay.limits.methodMax)
  const payoff = money(repay.limits.payoff)
  const problem = repay.touched ? repay.problem : null
  // The most each method takes now: its own limit, or the payoff when that is less, as the hint below says.
  const methodOption = (method: string, most: string) => t`${method}, up to ${most} per payment`
  const error =
    problem === 'method'
      ? t`${name} takes at most ${methodMax} in one payment`
      : problem === 'payoff'
        ? t`That is more than paying off everything costs today (${payoff})`
        : problem === 'below'
          ? t`Pay at least ${min}`
          : problem === 'empty'
            ? t`Enter an amount from ${min} to ${max}`
            : null
  if (repay.methods.length === 0) {
    return (
      <p className="card" data-testid="no-payment-method">
        <Trans>No way to pay this loan is available right now. Please contact us.</Trans>
      </p>
    )
  }
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
        {repay.methods.length > 1 ? (
          <RadioGroup
            legend={t`How you pay`}
            name="method"
            options={repay.methods.map((m) => ({ value: m.method, label: methodOption(names[m.method], money(paymentLimits(repay.payoff, m).max)) }))}
            value={repay.method.method}
            onChange={repay.choose}
          />
        ) : null}
        {repay.wallet && repay.wallets.length > 1 ? (
          <RadioGroup
            legend={t`Which e-wallet you pay from`}
            name="wallet"
            options={repay.wallets.map((w) => ({ value: w.code, label: w.name }))}
            value={repay.wallet}
            onChange={repay.chooseWallet}
          />
        ) : null}
        {repay.bank && repay.banks.length > 1 ? (
          <RadioGroup
            legend={t`Which bank's virtual account you pay to`}
            name="bank"
            options={repay.banks.map((b) => ({ value: b.code, label: b.name }))}
            value={repay.bank}
            onChange={repay.chooseBank}
          />
        ) : null}
        {repay.counter && repay.chains.length > 1 ? (
          <RadioGroup
            legend={t`Which store you pay at`}
            name="counter"
            options={repay.chains.map((c) => ({ value: c.code, label: c.name }))}
            value={repay.counter}
            onChange={repay.chooseChain}
          />
        ) : null}
        <TextField
          label={t`Amount to pay`}
          name="amt"
          inputMode="decimal"
          autoComplete="off"
          value={repay.text}
          onChange={(e) => repay.setText(e.target.value)}
          onBlur={repay.leave}
          error={error}
          hint={t`${name}: from ${min} to ${max} per payment. Payments go to the oldest amount due first.`}
          trailing={<span className="field-unit">{currency}</span>}
        />
      </form>
      <PayoffOffer limits={repay.limits} parts={payoffParts} methodName={name} outstanding={outstanding} currency={currency} onUse={repay.takePayoff} />
    </>
  )
}
