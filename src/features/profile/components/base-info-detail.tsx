import { Trans, useLingui } from '@lingui/react/macro'
import '../profile.css'
import type { ReactNode } from 'react'
import { provinceCityName } from '../../../../contract/market/list-names'
import type { UserInfo } from '../../../../contract/schemas/accounts'
import { lender } from '../../../config'
import { formatDate } from '../../../ui/formats'
import { MaskedValue } from '../../../ui/masked-value'
import { Page } from '../../../ui/page'
import { PathLink } from '../../../ui/path-link'
import { usePhoneRules } from '../../../ui/phone-rules'
import { nationalForm } from '../../../ui/phone-text'
import type { SelectOption } from '../../../ui/select-field'
import { useRelationOptions } from '../choices'
import { labelOf, type RegionOption } from '../config-lists'
import { useLocale } from '../use-locale'

type Props = { user: UserInfo | null; marriages: readonly SelectOption[]; educations: readonly SelectOption[]; regions: readonly RegionOption[] }

/** What the lender holds about the borrower, read-only; the ID number masked until asked for. */
export function BaseInfoDetail({ user, marriages, educations, regions }: Props) {
  const { t } = useLingui()
  const locale = useLocale()
  const relations = useRelationOptions()
  const phoneRules = usePhoneRules()
  const none = t`Not given`
  if (!user) {
    return (
      <Page title={t`Basic information`} back>
        <div className="skeleton-block skeleton-form" aria-busy="true" />
      </Page>
    )
  }
  const birthday = user.birthday ? formatDate(user.birthday) : none
  const rows: [string, ReactNode][] = [
    [t`Full name`, user.realName ?? none],
    [t`ID card number`, user.identity ? <MaskedValue value={user.identity} label={t`ID card number`} /> : none],
    [t`Sex`, user.sex === 1 ? t`Male` : user.sex === 2 ? t`Female` : none],
    [t`Date of birth`, birthday],
    [t`Marital status`, labelOf(marriages, user.marriage) || none],
    [t`Email`, user.email ?? none],
    [t`Education`, labelOf(educations, user.education) || none],
    [t`Province and district`, user.provinceCity ? provinceCityName(regions, user.provinceCity, locale) : none],
    [t`Address`, user.address ?? none],
    [t`Facebook`, user.facebook ?? none],
  ]
  return (
    <Page
      title={t`Basic information`}
      back
      footer={
        <PathLink to="/baseInfo" className="btn btn-secondary link-btn">
          <Trans>Edit my information</Trans>
        </PathLink>
      }
    >
      <dl className="card detail-list">
        {rows.map(([label, value]) => (
          <div key={label} className="detail-row">
            <dt className="muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="section-title">
        <Trans>Emergency contacts</Trans>
      </h2>
      {user.emergencyContacts.length === 0 ? (
        <p className="muted">{none}</p>
      ) : (
        <ul className="card detail-list">
          {user.emergencyContacts.map((c) => (
            <li key={c.mobile} className="detail-row">
              <strong>{c.name}</strong>
              <span className="muted">
                {labelOf(relations, c.relation)} · <span className="money">{nationalForm(phoneRules, c.mobile, lender.market)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Page>
  )
}
