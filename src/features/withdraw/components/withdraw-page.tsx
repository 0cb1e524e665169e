import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { useRemote } from '../../../api/use-remote'
import { NotLoaded } from '../../../ui/not-loaded'
import { Page } from '../../../ui/page'
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
        <NotLoaded error={error} loading={loading} reload={reload} count={3} />
      </Page>
    )
  }
  return <WithdrawWizard order={order.data} user={user.data} onReload={reload} {...rest} />
}
