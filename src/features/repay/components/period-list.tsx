import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate } from '../../../ui/formats'
import { Money } from '../../../ui/money'
import type { PeriodView } from '../api'
import { leftOf } from '../repay-rules'
import { PeriodChip } from './period-chip'

/** The schedule, one line per period: due date, amount, what is paid, and its status. */
export function PeriodList({ periods, currency }: { periods: readonly PeriodView[]; currency: string }) {
  const { t } = useLingui()
  return (
    <section aria-labelledby="schedule-title">
      <h2 id="schedule-title" className="section-title">
        <Trans>Repayment schedule</Trans>
      </h2>
      <ol className="period-list" data-testid="period-list">
        {periods.map((p) => (
          <li key={p.period} className="period-item" data-testid={`period-${p.period}`} data-status={p.status}>
            <div className="period-line">
              <span className="period-title">{t`Payment ${p.period}`}</span>
              <Money amount={p.amt} currency={currency} className="period-amount" />
            </div>
            <div className="period-line">
              <span className="period-note">{t`Due ${formatDate(p.dueDate)}`}</span>
              <PeriodChip status={p.status} />
            </div>
            {p.paid > 0 && leftOf(p) > 0 ? (
              <span className="period-note">
                <Trans>
                  Paid <Money amount={p.paid} currency={currency} />, <Money amount={leftOf(p)} currency={currency} /> left
                </Trans>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
