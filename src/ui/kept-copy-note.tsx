import { Trans } from '@lingui/react/macro'
import { marketProfile } from '../../contract/market/profiles'
import { lender } from '../config'
import { formatMomentIn } from './formats'
import './money-ui.css'

/**
 * The line over a screen that shows the copy kept on this phone: figures from the time they came,
 * in the market's time zone with the zone named, so "as of" reads the same on any phone.
 */
export function KeptCopyNote({ asOf }: { asOf: number | null }) {
  if (asOf === null) return null
  const time = formatMomentIn(new Date(asOf).toISOString(), marketProfile(lender.market).timeZone)
  return (
    <p className="kept-note" role="status" data-testid="as-of">
      <Trans>Saved on this phone, as of {time}. It may have changed since.</Trans>
    </p>
  )
}
