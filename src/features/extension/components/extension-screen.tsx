import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { EXTENSION_DAYS } from '../../../../contract/loan-extension'
import { ORDER_STATUS } from '../../../../contract/order-status'
import { Button } from '../../../ui/button'
import { FormAlert } from '../../../ui/form-alert'
import { formatDate, formatPercent } from '../../../ui/formats'
import { Money } from '../../../ui/money'
import { MoneyList } from '../../../ui/money-list'
import { NotKeptYet } from '../../../ui/kept-copy'
import { useOnline } from '../../../ui/offline-banner'
import { Page } from '../../../ui/page'
import { PeriodCount } from '../../../ui/period-count'
import { RadioGroup } from '../../../ui/radio-group'
import { ScheduleTable } from '../../../ui/schedule-table'
import { SegmentedControl } from '../../../ui/segmented-control'
import { type ExtensionQuote, useOrderSchedule } from '../api'
import { type ExtensionDays, useExtension } from '../use-extension'
import '../extension.css'

type Props = { orderId: number; currency: string }

/** "Need more time?": move one due date by 7, 14 or 30 days, with its full cost shown before confirming. */
export function ExtensionScreen({ orderId, currency }: Props) {
  const { t } = useLingui()
  const order = useOrderSchedule(orderId)
  if (!order.data) {
    return (
      <Page title={t`More time to pay`} back>
        <NotKeptYet error={order.error} loading={order.loading} reload={order.reload} count={3} />
      </Page>
    )
  }
  if (order.data.status !== ORDER_STATUS.repaying) {
    return (
      <Page title={t`More time to pay`} back>
        <p className="card empty-note">
          <Trans>Only a loan being repaid can have its due dates moved.</Trans>
        </p>
      </Page>
    )
  }
  return <Choose orderId={orderId} currency={currency} periods={order.data.periodViews} />
}

function Choose({ orderId, currency, periods }: Props & { periods: { period: number; dueDate: string; status: number }[] }) {
  const { t } = useLingui()
  const online = useOnline()
  const ext = useExtension(orderId, periods, online)
  if (ext.applied) return <Moved orderId={orderId} currency={currency} newDueDate={ext.applied.newDueDate} fee={ext.applied.fee} />
  const footer = (
    <Button onClick={() => void ext.confirm()} disabled={!online || ext.quote === null || ext.sending} data-testid="extension-confirm">
      {!online ? (
        <Trans>You are offline — this needs a connection</Trans>
      ) : ext.quote ? (
        <Trans>Move the due date to {formatDate(ext.quote.newDueDate)}</Trans>
      ) : (
        <Trans>Move the due date</Trans>
      )}
    </Button>
  )
  return (
    <Page title={t`More time to pay`} back footer={footer}>
      <div className="extension" data-testid="extension">
        <p>
          <Trans>
            You can move one due date by 7, 14 or 30 days, before it or up to 15 days after it. You pay nothing now: any fee is added to that installment
            and paid with it.
          </Trans>
        </p>
        <RadioGroup
          legend={t`Which installment`}
          name="extension-period"
          options={ext.unpaid.map((p) => ({ value: String(p.period), label: t`No. ${p.period}, due ${formatDate(p.dueDate)}` }))}
          value={String(ext.period ?? '')}
          onChange={(value) => ext.setPeriod(Number(value))}
        />
        <SegmentedControl<ExtensionDays>
          legend={t`Move it by`}
          name="extension-days"
          options={EXTENSION_DAYS.map((d) => ({ value: d, label: <PeriodCount count={d} unit="day" /> }))}
          value={ext.days}
          onChange={ext.setDays}
        />
        {ext.refusal ? (
          <FormAlert messages={[ext.refusal]}>
            <RestructuringLink />
          </FormAlert>
        ) : null}
        {ext.quote ? <QuoteView quote={ext.quote} currency={currency} /> : null}
        {ext.refusal ? null : (
          <p className="extension-more">
            <Trans>Need more than that?</Trans> <RestructuringLink />
          </p>
        )}
      </div>
    </Page>
  )
}

/** The full cost of the change and the schedule it leaves, before anything is confirmed. */
function QuoteView({ quote, currency }: { quote: ExtensionQuote; currency: string }) {
  const { t } = useLingui()
  const rate =
    quote.apr !== undefined
      ? { term: <Trans>APR after the change</Trans>, value: formatPercent(quote.apr) }
      : { term: <Trans>Monthly effective rate after the change</Trans>, value: formatPercent(quote.monthlyEir ?? 0) }
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
      <ScheduleTable rows={quote.schedule} currency={currency} caption={<Trans>The new schedule</Trans>} />
    </section>
  )
}

function Moved({ orderId, currency, newDueDate, fee }: { orderId: number; currency: string; newDueDate: string; fee: number }) {
  const { t } = useLingui()
  return (
    <Page
      title={t`More time to pay`}
      back
      footer={
        <Link to="/repayDetail" search={{ orderId }} className="btn btn-primary link-btn">
          <Trans>Back to my loan</Trans>
        </Link>
      }
    >
      <section className="card extension-done" data-testid="extension-done" role="status">
        <h2>
          <Trans>Your due date has moved</Trans>
        </h2>
        <p>
          <Trans>
            The new due date is <strong data-testid="extension-done-date">{formatDate(newDueDate)}</strong>.
          </Trans>
        </p>
        {fee > 0 ? (
          <p>
            <Trans>
              A fee of <Money amount={fee} currency={currency} /> was added to that installment.
            </Trans>
          </p>
        ) : null}
      </section>
    </Page>
  )
}

/** Help beyond one moved date: a case for the lender's staff, with the borrower's own words. */
function RestructuringLink() {
  return (
    <a href="/feedback?category=hardship" className="btn btn-text inline-link" data-testid="extension-restructuring">
      <Trans>Ask for a restructuring plan</Trans>
    </a>
  )
}
