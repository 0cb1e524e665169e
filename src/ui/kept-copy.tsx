// What a screen that shows copies kept on this phone needs. The note lives in a file of its own
// so that Home, in the first screen's chunk, takes only it.
import { Trans, useLingui } from '@lingui/react/macro'
import { LoadError } from './load-error'
import { useOnline } from './offline-banner'
import { Skeleton } from './skeleton'

export { KeptCopyNote } from './kept-copy-note'

/**
 * NotLoaded for a screen whose answers are kept on this phone: offline with nothing kept yet, it
 * says when there will be something, rather than only that the connection failed.
 */
export function NotKeptYet({ error, loading, reload, count }: { error: unknown; loading: boolean; reload: () => Promise<void>; count?: number }) {
  const { t } = useLingui()
  const online = useOnline()
  if (!error || loading) return <Skeleton count={count} label={t`Loading`} />
  if (online) return <LoadError error={error} onRetry={() => void reload()} />
  return (
    <div className="card load-error" role="alert" data-testid="not-kept">
      <p>
        <Trans>Not available offline yet. It is kept on this phone once you have opened it with a connection.</Trans>
      </p>
      <button type="button" className="btn btn-secondary" onClick={() => void reload()}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
