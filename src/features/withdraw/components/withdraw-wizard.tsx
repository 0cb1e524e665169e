import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useRef, useState } from 'react'
import { ApiError } from '../../../../contract/api-error'
import { ORDER_STATUS } from '../../../../contract/order-status'
import type { UserInfo } from '../../../../contract/schemas/accounts'
import { requestKeys } from '../../../api/request-key'
import { usePolling } from '../../../api/use-polling'
import { errorText } from '../../../i18n/error-text'
import { showToast, whileBlocking } from '../../../state/activity'
import { resetWithdrawDraft, setWithdrawDraft, useWithdrawDraft } from '../../../state/withdraw-draft'
import { amountOf, decimalAmountText } from '../../../ui/amount-text'
import { Button } from '../../../ui/button'
import { FormAlert } from '../../../ui/form-alert'
import { Money } from '../../../ui/money'
import { NoFeeNotice } from '../../../ui/no-fee-notice'
import { useOnline } from '../../../ui/offline-banner'
import { Page } from '../../../ui/page'
import { StepProgress } from '../../../ui/step-progress'
import { type OrderInfo, withdraw } from '../api'
import { initialAmount, settleWithdrawAmount, withdrawAmountProblem } from '../amount'
import type { BankEntry } from '../bank-name'
import { canLeave, hasOwnAccount, reachableStep, type StepIndex } from '../steps'
import { usePressLock } from '../use-press-lock'
import '../withdraw.css'
import { AmountStep } from './amount-step'
import { BankStep } from './bank-step'
import { EndStep } from './end-step'
import { PayoutFailureNotice } from './payout-failure-notice'
import { PinStep } from './pin-step'

export type WithdrawWizardProps = {
  order: OrderInfo
  user: UserInfo
  /** 0 amount, 1 bank account, 2 PIN, 3 where the money is. */
  index: StepIndex
  onIndexChange: (index: StepIndex) => void
  /** Asks the server again for the order and the user (after each attempt, and while a payout settles). */
  onReload: () => Promise<void>
  currency: string
  /** The lender's bank list (company config BANK_LIST), for the bank's name and logo. */
  banks: readonly BankEntry[]
  /** Leaves the wizard (the header's back button on the first and last step); history back by default. */
  onClose?: () => void
}

const PAYOUT_POLL_MS = 2_000

/** Withdrawal of a ready loan (status 9) to the borrower's own account, confirmed with their own PIN. */
export function WithdrawWizard({ order, user, index, onIndexChange, onReload, currency, banks, onClose }: WithdrawWizardProps) {
  const { t } = useLingui()
  const online = useOnline()
  const lock = usePressLock()
  const keys = useRef(requestKeys())
  const draft = useWithdrawDraft(order.orderId)
  const [pin, setPin] = useState('')
  const [pinError, setPinError] = useState<string | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [touched, setTouched] = useState(false)
  const [clamped, setClamped] = useState(false)
  const [sending, setSending] = useState(false)
  const body = useRef<HTMLDivElement>(null)

  const amount = initialAmount(draft, order.balance)
  const values = { amount, balance: order.balance, pin }
  const payout = order.payout ?? null
  const ready = order.status === ORDER_STATUS.fundsReady
  // A payout on its way, or one that went through, shows where the money is, whatever the URL says.
  const paidOut = payout !== null && payout.status !== 'failed' && (payout.status === 'pending' || !ready)
  const step: StepIndex = paidOut ? 3 : reachableStep(index, values, user)
  usePolling(step === 3 && payout?.status === 'pending', onReload, PAYOUT_POLL_MS)

  const setAmount = (text: string) => {
    setClamped(false)
    setWithdrawDraft(order.orderId, decimalAmountText(text))
  }
  const leaveAmount = () => {
    const settled = settleWithdrawAmount(amount, order.balance)
    setClamped(settled !== amount && (amountOf(amount) ?? 0) > order.balance)
    setWithdrawDraft(order.orderId, settled)
    setTouched(true)
  }

  async function submit() {
    const withdrawAmount = amountOf(amount)
    if (!canLeave(2, values, user) || withdrawAmount === null || !user.cardNo || !online) return
    if (!lock.press()) return
    const request = { orderId: order.orderId, amount: withdrawAmount, pin, cardNo: user.cardNo }
    setAlert(null)
    setPinError(null)
    setSending(true)
    try {
      const { verified } = await whileBlocking(() => withdraw(request, keys.current.keyFor(request)))
      keys.current.answered()
      setPin('')
      if (!verified) {
        setPinError(t({ id: 'withdraw_password_error', message: 'Wrong PIN, please try again' }))
        // The field and its error may sit below the fold on a small phone.
        body.current?.querySelector<HTMLInputElement>('input[name="pin"]')?.focus()
      }
      // The order (balance, payout) or the user (PIN locked after five wrong) has changed;
      // reloaded first, so the end step never shows the payout before this one.
      await onReload()
      if (verified) {
        resetWithdrawDraft(order.orderId)
        setTouched(false)
        showToast(t`Withdrawal sent to your bank account`)
        onIndexChange(3)
      }
    } catch (error) {
      if (error instanceof ApiError) keys.current.answered()
      if (error instanceof ApiError && error.code === 40005) {
        // A withdrawal of this loan is already on its way: show it.
        await onReload()
        onIndexChange(3)
      } else {
        setAlert(errorText(error))
      }
    } finally {
      setSending(false)
    }
  }

  const next = () => {
    if (!canLeave(step, values, user)) return
    if (step === 0) leaveAmount()
    if (step < 2) onIndexChange((step + 1) as StepIndex)
  }
  const back = step === 1 || step === 2 ? () => onIndexChange((step - 1) as StepIndex) : (onClose ?? true)

  if (!ready && !paidOut) {
    return (
      <Page title={t`Withdraw`} back={onClose ?? true}>
        <p className="card" data-testid="nothing-to-withdraw">
          <Trans>There is nothing to withdraw on this loan.</Trans>
        </p>
        <NoFeeNotice />
      </Page>
    )
  }

  return (
    <Page title={t`Withdraw`} back={back} footer={footerOf()}>
      <div ref={body} className="wizard" data-testid="withdraw-wizard" data-step={step}>
        {step < 3 ? <StepProgress step={step + 1} of={3} /> : null}
        {step === 0 ? (
          <section className="hero money-hero" aria-labelledby="withdraw-balance-label">
            <span id="withdraw-balance-label" className="hero-label">
              <Trans>Available to withdraw</Trans>
            </span>
            <Money amount={order.balance} currency={currency} />
          </section>
        ) : null}
        {step < 3 && payout?.status === 'failed' ? <PayoutFailureNotice reason={payout.reason} /> : null}
        {stepBody()}
        <FormAlert messages={alert ? [alert] : []} />
        <NoFeeNotice />
      </div>
    </Page>
  )

  function stepBody(): ReactNode {
    switch (step) {
      case 0:
        return (
          <AmountStep
            text={amount}
            balance={order.balance}
            currency={currency}
            problem={withdrawAmountProblem(amount, order.balance)}
            touched={touched}
            clamped={clamped}
            onText={setAmount}
            onLeave={leaveAmount}
          />
        )
      case 1:
        return <BankStep user={user} banks={banks} hasAccount={hasOwnAccount(user)} />
      case 2:
        return (
          <PinStep
            user={user}
            banks={banks}
            amount={amountOf(amount) ?? 0}
            currency={currency}
            pin={pin}
            error={pinError}
            onPin={(value) => {
              setPin(value)
              setPinError(null)
            }}
          />
        )
      case 3:
        return <EndStep payout={payout} user={user} banks={banks} currency={currency} />
    }
  }

  function footerOf(): ReactNode {
    if (step === 0 || step === 1) {
      return (
        <Button onClick={next} disabled={!canLeave(step, values, user)}>
          <Trans>Next</Trans>
        </Button>
      )
    }
    if (step === 2) {
      const ready = canLeave(2, values, user)
      return (
        <Button onClick={() => void submit()} disabled={!online || !ready || lock.locked || sending} data-testid="withdraw-submit">
          {!online ? (
            <Trans>You are offline — this needs a connection</Trans>
          ) : (
            <Trans>
              Withdraw <Money amount={amountOf(amount) ?? 0} currency={currency} />
            </Trans>
          )}
        </Button>
      )
    }
    if (payout?.status === 'failed') {
      return (
        <Button onClick={() => onIndexChange(0)}>
          <Trans>Withdraw again</Trans>
        </Button>
      )
    }
    if (payout?.status === 'succeeded') {
      return (
        <Link to="/repayDetail" search={{ orderId: order.orderId }} className="btn btn-primary link-btn">
          <Trans>See your repayment schedule</Trans>
        </Link>
      )
    }
    return null
  }
}
