import { Trans, useLingui } from '@lingui/react/macro'
import { mask } from '../../../../contract/validation'
import { lender } from '../../../config'
import { usePhoneRules } from '../../../ui/phone-rules'
import { nationalForm } from '../../../ui/phone-text'
import { activeLocale } from '../../../i18n/i18n'
import { type BankEntry, bankOf } from '../bank-name'

type Props = { bankName: string | null; cardNo: string | null; holder: string | null; banks: readonly BankEntry[] }

/** The borrower's own account the money goes to, its number masked. */
export function AccountSummary({ bankName, cardNo, holder, banks }: Props) {
  const { t } = useLingui()
  const bank = bankOf(banks, bankName, activeLocale())
  const kind = banks.find((b) => b.code === bankName)?.kind
  const phoneRules = usePhoneRules()
  return (
    <dl className="card account-card" data-testid="own-account">
      <div className="account-line">
        <dt>{kind === 'ewallet' ? t`E-wallet` : kind === 'proxy' ? t`PromptPay` : t`Bank`}</dt>
        <dd>
          {bank?.logo ? <img src={bank.logo} alt="" width="28" height="28" /> : null}
          {bank?.name ?? '—'}
        </dd>
      </div>
      <div className="account-line">
        <dt>
          <Trans>Account number</Trans>
        </dt>
        <dd className="account-number">{cardNo ? mask(nationalForm(phoneRules, cardNo, lender.market)) : '—'}</dd>
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
