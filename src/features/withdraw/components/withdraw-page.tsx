import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { useRemote } from '../../../api/use-remote'
import { LoadError } from '../../../ui/load-error'
import { Page } from '../../../ui/page'
import { Skeleton } from '../../../ui/skeleton'
import { fetchOrder, fetchUser } from '../api'
import { WithdrawWizard, type WithdrawWizardProps } from './withdraw-wizard'

type Props = Omit<WithdrawWizardProps, 'order' | 'user' | 'onReload'> & { orderId: number }

/** The wizard with what it needs loaded: the order and the borrower, both fresh from the server. */
export function WithdrawPage({ orderId, ...rest }: Props) {
  const { t } = useLingui()
  const order = useRemote(() => fetchOrder(orderId))
  const user = useRemote(fetchUser)
  const { reload: reloadOrder } = order
  const { reload: reloadUser } = user
  const reload = useCallback(async () => {
    await Promise.all([reloadOrder(), reloadUser()])
  }, [reloadOrder, reloadUser])
  if (!order.data || !user.data) {
    const error = order.error ?? user.error
    const loading = order.loading || user.loading
    return (
      <Page title={t`Withdraw`} back>
        {error && !loading ? <LoadError error={error} onRetry={() => void reload()} /> : <Skeleton count={3} label={t`Loading`} />}
      </Page>
    )
  }
  return <WithdrawWizard order={order.data} user={user.data} onReload={reload} {...rest} />
}
