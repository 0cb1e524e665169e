import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { UserInfo } from '../../../../contract/schemas/accounts'
import { errorText } from '../../../i18n/error-text'
import { showToast } from '../../../state/activity'
import { Button } from '../../../ui/button'
import { Money } from '../../../ui/money'
import { sendCreditBack } from '../credit'
import '../home.css'

/**
 * Money the borrower paid beyond what a loan owed, and what happens to it. Sending it back is one
 * tap and asks for nothing: the credit is theirs, never a condition for a loan.
 */
type Props = {
  credit: NonNullable<UserInfo['credit']>
  currency: string
  /** Reloads the user once the credit is on its way back. */
  onSent: () => Promise<unknown>
}

export function CreditNotice({ credit, currency, onSent }: Props) {
  const { t } = useLingui()
  const [sending, setSending] = useState(false)
  const amount = <Money amount={credit.amount} currency={currency} />
  const send = async () => {
    setSending(true)
    try {
      await sendCreditBack()
      await onSent()
      showToast(t`We are sending your credit back to the account your loan was paid to.`)
    } catch (error) {
      showToast(errorText(error), 'error')
    } finally {
      setSending(false)
    }
  }
  return (
    <div className="notice credit-notice" data-testid="credit-notice">
      <div className="notice-text">
        <p>
          {credit.appliesToNextLoan ? (
            <Trans>You have {amount} credit from an earlier loan; it pays your next loan's first instalment, or we send it back to you.</Trans>
          ) : (
            <Trans>You have {amount} credit from an earlier loan; we send it back to you.</Trans>
          )}
        </p>
        <Button variant="secondary" disabled={sending} onClick={() => void send()} data-testid="credit-refund">
          <Trans>Send it back to me</Trans>
        </Button>
      </div>
    </div>
  )
}
