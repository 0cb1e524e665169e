import { useLingui } from '@lingui/react/macro'
import { LoadError } from './load-error'
import { Skeleton } from './skeleton'

/**
 * What a screen shows until its data is there: grey blocks while it loads, and why it could not
 * be loaded, with Try again, once loading has failed.
 */
export function NotLoaded({ error, loading, reload, count }: { error: unknown; loading: boolean; reload: () => Promise<void>; count?: number }) {
  const { t } = useLingui()
  return error && !loading ? <LoadError error={error} onRetry={() => void reload()} /> : <Skeleton count={count} label={t`Loading`} />
}
