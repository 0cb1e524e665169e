import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SCREEN_SHOWN_MARK } from '../state/after-paint'
import { HeaderEnd } from './header-end'
import { HeaderStatus } from './header-status'
import { BackIcon } from './icons'
import { OfflineBanner } from './offline-banner'

type Props = {
  title: ReactNode
  /** Show a back button; a function replaces the default: history back, or Home when there is none. */
  back?: boolean | (() => void)
  /** The screen's one primary action, kept in the thumb zone. */
  footer?: ReactNode
  children: ReactNode
}

export function Page({ title, back, footer, children }: Props) {
  const router = useRouter()
  const { t } = useLingui()
  // Opened by its address, a screen has nothing of this app before it: back leads Home rather than out of the app (or nowhere, installed).
  const goBack = typeof back === 'function' ? back : () => (router.history.canGoBack() ? router.history.back() : router.history.push('/'))
  return (
    <div className="page">
      <header className="app-header">
        {back ? (
          <button type="button" className="icon-btn" onClick={goBack} aria-label={t`Back`}>
            <BackIcon />
          </button>
        ) : (
          <span className="icon-btn-spacer" />
        )}
        <h1 className="app-title" elementtiming={SCREEN_SHOWN_MARK}>
          {title}
        </h1>
        <span className="header-end">
          <HeaderEnd />
        </span>
      </header>
      <HeaderStatus />
      <OfflineBanner />
      <main className="page-body">{children}</main>
      {footer ? <div className="page-footer">{footer}</div> : null}
    </div>
  )
}
