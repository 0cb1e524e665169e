import { Trans, useLingui } from '@lingui/react/macro'
import '../profile.css'
import type { UserInfo } from '../../../../contract/schemas/accounts'
import { MaskedValue } from '../../../ui/masked-value'
import { Page } from '../../../ui/page'
import { PathLink } from '../../../ui/path-link'
import type { BankOption } from '../config-lists'

type Props = { user: UserInfo | null; banks: readonly BankOption[] }

/** The account the loan is paid into, read-only; its number masked until asked for. */
export function BankInfoDetail({ user, banks }: Props) {
  const { t } = useLingui()
  const bank = banks.find((b) => b.code === user?.bankName)
  return (
    <Page
      title={t`Bank account`}
      back
      footer={
        <PathLink to="/bankInfo" className="btn btn-secondary link-btn">
          {user?.cardNo ? <Trans>Change bank account</Trans> : <Trans>Add a bank account</Trans>}
        </PathLink>
      }
    >
      {!user ? (
        <div className="skeleton-block skeleton-card" aria-busy="true" />
      ) : user.cardNo && user.bankName ? (
        <dl className="card detail-list">
          <div className="detail-row">
            <dt className="muted">
              <Trans>Bank</Trans>
            </dt>
            <dd className="row">
              {bank?.logo ? <img src={bank.logo} alt="" width="28" height="28" /> : null}
              {bank?.name ?? user.bankName}
            </dd>
          </div>
          <div className="detail-row">
            <dt className="muted">
              <Trans>Account number</Trans>
            </dt>
            <dd>
              <MaskedValue value={user.cardNo} label={t`Account number`} />
            </dd>
          </div>
          <div className="detail-row">
            <dt className="muted">
              <Trans>Account holder</Trans>
            </dt>
            <dd>{user.realName ?? t`Your verified name`}</dd>
          </div>
        </dl>
      ) : (
        <p className="muted">
          <Trans>You have not added a bank account yet.</Trans>
        </p>
      )}
    </Page>
  )
}
