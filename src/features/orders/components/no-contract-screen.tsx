import { Trans, useLingui } from '@lingui/react/macro'
import type { LoanProgress } from '../../../../contract/schemas/orders'
import type { Remote } from '../../../api/use-remote'
import { EmptyState } from '../../../ui/empty-state'
import { NotKeptYet } from '../../../ui/kept-copy'
import { Page } from '../../../ui/page'
import '../orders.css'

/** /contract while the current order is being looked up, or when there is none. */
export function NoContractScreen({ progress }: { progress: Remote<LoanProgress> }) {
  const { t } = useLingui()
  const { data, error, loading, reload } = progress
  return (
    <Page title={t`Contract`} back>
      {data === null ? (
        <EmptyState testId="no-contract"><Trans>You have no loan yet, so there is no contract to show.</Trans></EmptyState>
      ) : (
        <NotKeptYet error={error} loading={loading} reload={reload} count={4} />
      )}
    </Page>
  )
}
