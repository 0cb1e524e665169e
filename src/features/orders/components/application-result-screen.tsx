import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ORDER_STATUS } from '../../../../contract/order-status'
import { NotLoaded } from '../../../ui/not-loaded'
import { Money } from '../../../ui/money'
import { Page } from '../../../ui/page'
import { StatusChip } from '../../../ui/status-chip'
import { useOrder } from '../api'
import '../orders.css'
import { awaitsDecision, statusView } from '../status'
import { DecisionReasons } from './decision-reasons'

// The decision runs in the background within seconds; after ~30 s the order is with a person.
const POLL = { everyMs: 2_000, forMs: 30_000, while: awaitsDecision }

/** Right after applying: the decision as it arrives. */
export function ApplicationResultScreen({ orderId, currency }: { orderId: number; currency: string }) {
  const { t } = useLingui()
  const { data, error, loading, reload, polling } = useOrder(orderId, POLL)
  const detail = (
    <Link to="/detail/$orderId" params={{ orderId }} className="btn btn-secondary link-btn">
      <Trans>See my loan</Trans>
    </Link>
  )
  if (!data) {
    return (
      <Page title={t`Your application`}>
        <NotLoaded error={error} loading={loading} reload={reload} />
      </Page>
    )
  }
  const view = statusView(data.status, data.periodViews)
  const approved = data.status === ORDER_STATUS.approved
  return (
    <Page
      title={t`Your application`}
      footer={
        approved ? (
          <Link to="/contract" search={{ orderId }} className="btn btn-primary link-btn">
            <Trans>Read and accept the contract</Trans>
          </Link>
        ) : (
          detail
        )
      }
    >
      <section className="hero money-hero" aria-labelledby="result-amount-label">
        <span id="result-amount-label" className="hero-label">
          <Trans>Amount applied for</Trans>
        </span>
        <Money amount={data.principal} currency={currency} />
      </section>
      <div className="result-status" aria-live="polite" data-testid="decision-status" data-status={data.status}>
        <StatusChip kind={view.chip} />
        {awaitsDecision(data.status) ? (
          polling ? (
            <p>
              <Trans>We are checking your application. This usually takes a few seconds.</Trans>
            </p>
          ) : (
            <p>
              <Trans>Our team is taking a closer look at your application. The decision will appear in My loans as soon as it is made.</Trans>
            </p>
          )
        ) : approved ? (
          <p>
            <Trans>Good news: your loan is approved. Read the contract and accept it with your signature to receive the money.</Trans>
          </p>
        ) : data.status === ORDER_STATUS.refused ? (
          <DecisionReasons reasons={data.decision?.reasons ?? []} reapplyAfter={data.decision?.reapplyAfter ?? null} />
        ) : null}
      </div>
    </Page>
  )
}
