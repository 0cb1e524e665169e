import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { UserInfo } from '../../../../contract/schemas/accounts'
import { lender } from '../../../config'
import { ChatIcon, ChevronIcon } from '../../../ui/icons'
import { LanguageSwitcher } from '../../../ui/language-switcher'
import { Page } from '../../../ui/page'
import { PathLink } from '../../../ui/path-link'
import { usePhoneRules } from '../../../ui/phone-rules'
import { maskPhone, nationalForm } from '../../../ui/phone-text'

type Props = {
  user: UserInfo | null
  supportLink: string | null
  onLogout: () => void
  /** What the route adds below the menu (the Install button). */
  extra?: ReactNode
  /** After the borrower picks another language: the server writes reminders and texts in it. */
  onLanguageChosen?: () => void
}

export function MyScreen({ user, supportLink, onLogout, extra, onLanguageChosen }: Props) {
  const { t } = useLingui()
  const phoneRules = usePhoneRules()
  return (
    <Page title={t`My account`}>
      <section className="card account-card" aria-label={t`Account`}>
        <div className="row">
          <span className="muted">
            <Trans>Account</Trans>
          </span>
          <span className="spacer" />
          <strong className="money">{user ? maskPhone(nationalForm(phoneRules, user.mobile, lender.market)) : '…'}</strong>
        </div>
        <div className="row">
          <span className="muted">
            <Trans>Credit score</Trans>
          </span>
          <span className="spacer" />
          <strong>{user?.creditScore ?? t`Not assessed yet`}</strong>
        </div>
      </section>
      <ul className="menu">
        <MenuLink to="/baseInfoDetail">
          <Trans>Basic information</Trans>
        </MenuLink>
        <MenuLink to="/bankInfoDetail">
          <Trans>Bank account</Trans>
        </MenuLink>
        <MenuLink to="/question?back=my">
          <Trans>Your answers about your means</Trans>
        </MenuLink>
        <MenuLink to="/notifications">
          <Trans>Notifications</Trans>
        </MenuLink>
        <MenuLink to="/privacy">
          <Trans>Privacy</Trans>
        </MenuLink>
        <MenuLink to="/repayDetail">
          <Trans>Repay</Trans>
        </MenuLink>
        <MenuLink to="/feedback">
          <Trans>Support requests</Trans>
        </MenuLink>
        {supportLink ? (
          <li>
            <a className="menu-item" href={supportLink} target="_blank" rel="noopener noreferrer">
              <ChatIcon />
              <Trans>Contact customer service</Trans>
              <span className="menu-end">
                <ChevronIcon />
              </span>
            </a>
          </li>
        ) : null}
        <li>
          <button type="button" className="menu-item" onClick={onLogout}>
            <Trans>Log out</Trans>
          </button>
        </li>
      </ul>
      {extra}
      <LanguageSwitcher onChosen={onLanguageChosen} />
    </Page>
  )
}

function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <PathLink to={to} className="menu-item">
        {children}
        <span className="menu-end">
          <ChevronIcon />
        </span>
      </PathLink>
    </li>
  )
}
