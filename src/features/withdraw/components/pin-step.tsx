import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { mask } from '../../../../contract/validation'
import { AlertIcon } from '../../../ui/icons'
import { Money } from '../../../ui/money'
import { TextField } from '../../../ui/text-field'
import { activeLocale } from '../../../i18n/i18n'
import { type BankEntry, bankOf } from '../bank-name'
import { pinDigits } from '../pin-rules'
import type { WizardUser } from '../steps'

type Props = {
  user: WizardUser
  banks: readonly BankEntry[]
  amount: number
  currency: string
  pin: string
  error: string | null
  onPin: (pin: string) => void
}

export function PinStep({ user, banks, amount, currency, pin, error, onPin }: Props) {
  const { t } = useLingui()
  // Back here, on this step, once the PIN is set.
  const here = useLocation({ select: (location) => location.href })
  const bank = bankOf(banks, user.bankName, activeLocale())
  return (
    <>
      <h2 className="wizard-step-title">
        <Trans>Confirm with your withdrawal PIN</Trans>
      </h2>
      <dl className="card account-card" data-testid="withdraw-summary">
        <div className="account-line">
          <dt>
            <Trans>You withdraw</Trans>
          </dt>
          <dd className="money">
            <Money amount={amount} currency={currency} />
          </dd>
        </div>
        <div className="account-line">
          <dt>
            <Trans>To your own account</Trans>
          </dt>
          <dd>
            {bank?.logo ? <img src={bank.logo} alt="" width="24" height="24" /> : null}
            <span>{bank?.name}</span>
            <span className="account-number">{user.cardNo ? mask(user.cardNo) : ''}</span>
          </dd>
        </div>
      </dl>
      {!user.hasWithdrawPin ? (
        <div className="notice" data-testid="pin-missing">
          <AlertIcon />
          <div className="notice-stack">
            <p>
              <strong>
                <Trans>Set your withdrawal PIN first</Trans>
              </strong>
            </p>
            <p>
              <Trans>Only you know this 6-digit PIN. We send a code to your own phone to set it.</Trans>
            </p>
            <Link to="/withdrawPin" search={{ back: here }} className="btn btn-secondary link-btn">
              <Trans>Set your PIN</Trans>
            </Link>
          </div>
        </div>
      ) : user.withdrawPinLocked ? (
        <div className="notice notice-error" role="alert" data-testid="pin-locked">
          <AlertIcon />
          <div className="notice-stack">
            <p>
              <Trans>The PIN was wrong five times in a row, so withdrawals are paused to protect your money. Set a new PIN to continue.</Trans>
            </p>
            <Link to="/withdrawPin" search={{ back: here }} className="btn btn-secondary link-btn">
              <Trans>Set a new PIN</Trans>
            </Link>
          </div>
        </div>
      ) : (
        <>
          <TextField
            label={t`Withdrawal PIN`}
            name="pin"
            type="password"
            inputMode="numeric"
            // Not one-time-code: this is the borrower's own PIN, not a code from an SMS.
            autoComplete="off"
            className="field-input pin-input"
            value={pin}
            onChange={(e) => onPin(pinDigits(e.target.value))}
            error={error ?? (pin.length > 6 ? t`Too many digits: a PIN has 6` : null)}
            hint={t`The 6 digits you chose. Never tell it to anyone, not even to us.`}
          />
          <Link to="/withdrawPin" search={{ back: here }} className="btn btn-text inline-link">
            <Trans>Forgot your PIN? Set a new one</Trans>
          </Link>
        </>
      )}
    </>
  )
}
