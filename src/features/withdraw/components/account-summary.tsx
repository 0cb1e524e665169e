import { Trans, useLingui } from '@lingui/react/macro'
import { mask } from '../../../../contract/validation'
import { type BankEntry, bankOf } from '../bank-name'

type Props = { bankName: string | null; cardNo: string | null; holder: string | null; banks: readonly BankEntry[] }

/** The borrower's own account the money goes to, its number masked. */
export function AccountSummary({ bankName, cardNo, holder, banks }: Props) {
  const { t } = useLingui()
  const bank = bankOf(banks, bankName)
  return (
    <dl className="card account-card" data-testid="own-account">
      <div className="account-line">
        <dt>
          <Trans>Bank</Trans>
        </dt>
        <dd>
          {bank?.logo ? <img src={bank.logo} alt="" width="28" height="28" /> : null}
          {bank?.name ?? '—'}
        </dd>
      </div>
      <div className="account-line">
        <dt>
          <Trans>Account number</Trans>
        </dt>
        <dd className="account-number">{cardNo ? mask(cardNo) : '—'}</dd>
      </div>
      <div className="account-line">
        <dt>
          <Trans>Account holder</Trans>
        </dt>
        <dd>{holder ?? t`Your verified name`}</dd>
      </div>
    </dl>
  )
}
