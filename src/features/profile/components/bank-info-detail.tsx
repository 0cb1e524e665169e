import { Trans, useLingui } from '@lingui/react/macro'
import '../profile.css'
import type { UserInfo } from '../../../../contract/schemas/accounts'
import { MaskedValue } from '../../../ui/masked-value'
import { Page } from '../../../ui/page'
import { PathLink } from '../../../ui/path-link'
import { usePhoneRules } from '../../../ui/phone-rules'
import { nationalForm } from '../../../ui/phone-text'
import { lender } from '../../../config'
import { type BankOption, bankLabel } from '../config-lists'
import { useLocale } from '../use-locale'

type Props = { user: UserInfo | null; banks: readonly BankOption[] }

/** The account the loan is paid into, read-only; its number masked until asked for. */
export function BankInfoDetail({ user, banks }: Props) {
  const { t } = useLingui()
  const bank = banks.find((b) => b.code === user?.bankName)
  const locale = useLocale()
  const phoneRules = usePhoneRules()
  const kindLabel = bank?.kind === 'ewallet' ? t`E-wallet` : bank?.kind === 'proxy' ? t`PromptPay` : t`Bank`
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
            <dt className="muted">{kindLabel}</dt>
            <dd className="row">
              {bank?.logo ? <img src={bank.logo} alt="" width="28" height="28" /> : null}
              {bank ? bankLabel(bank, locale) : user.bankName}
            </dd>
          </div>
          <div className="detail-row">
            <dt className="muted">
              <Trans>Account number</Trans>
            </dt>
            <dd>
              {/* A wallet or PromptPay account is a mobile number, stored in E.164. */}
              <MaskedValue value={nationalForm(phoneRules, user.cardNo, lender.market)} label={t`Account number`} />
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
