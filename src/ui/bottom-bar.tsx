import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { HomeIcon, UserIcon } from './icons'

export function BottomBar() {
  return (
    <nav className="bottom-bar" aria-label="Main">
      <Link to="/" className="bottom-tab" activeOptions={{ exact: true, includeSearch: false }}>
        <HomeIcon />
        <span>
          <Trans>Home</Trans>
        </span>
      </Link>
      <Link to="/my" className="bottom-tab" activeOptions={{ includeSearch: false }}>
        <UserIcon />
        <span>
          <Trans>My</Trans>
        </span>
      </Link>
    </nav>
  )
}
