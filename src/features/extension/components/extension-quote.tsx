import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate, formatPercent } from '../../../ui/formats'
import { Money } from '../../../ui/money'
import { MoneyList } from '../../../ui/money-list'
import { ScheduleTable } from '../../../ui/schedule-table'
import type { ExtensionQuote } from '../api'

/** The full cost of the change, every date it moves and the schedule it leaves, before anything is confirmed. */
export function QuoteView({ quote, currency }: { quote: ExtensionQuote; currency: string }) {
  const { t } = useLingui()
  const rate =
    quote.apr !== undefined
      ? { term: <Trans>APR after the change</Trans>, value: formatPercent(quote.apr) }
      : rateOtherThanApr(quote)
  return (
    <section className="extension-quote" data-testid="extension-quote" aria-label={t`What the change costs`}>
      <MoneyList
        rows={[
          { term: <Trans>New due date</Trans>, value: formatDate(quote.newDueDate), strong: true, testId: 'extension-new-date' },
          {
            term: <Trans>Fee for the change</Trans>,
            value: <Money amount={quote.fee} currency={currency} />,
            note: quote.fee > 0 ? <Trans>added to this installment, paid with it</Trans> : <Trans>no fee</Trans>,
            testId: 'extension-fee',
          },
          { term: <Trans>Total to repay</Trans>, value: <Money amount={quote.total} currency={currency} /> },
          rate,
        ]}
      />
      <MovedDates quote={quote} />
      <ScheduleTable rows={quote.schedule} currency={currency} caption={<Trans>The new schedule</Trans>} />
    </section>
  )
}

/** Each installment whose date changes, from and to: one line for one payment, every later one's for all. */
function MovedDates({ quote }: { quote: ExtensionQuote }) {
  const { t } = useLingui()
  return (
    <section className="card extension-moves" data-testid="extension-moves" aria-label={t`Dates that change`}>
      <h2>
        <Trans>Dates that change</Trans>
      </h2>
      <ul>
        {quote.moves.map((move) => (
          <li key={move.period} data-testid={`extension-move-${move.period}`}>
            <Trans>
              No. {move.period}: {formatDate(move.dueDate)} → <strong>{formatDate(move.newDueDate)}</strong>
            </Trans>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The Philippines' monthly EIR, or Indonesia's cost a calendar day (OJK), of the whole loan after the change. */
function rateOtherThanApr(quote: ExtensionQuote) {
  return quote.dailyCost !== undefined
    ? { term: <Trans>Total cost a day after the change</Trans>, value: formatPercent(quote.dailyCost) }
    : { term: <Trans>Monthly effective rate after the change</Trans>, value: formatPercent(quote.monthlyEir ?? 0) }
}
