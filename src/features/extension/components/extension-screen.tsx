import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { EXTENSION_DAYS, type ExtensionScope } from '../../../../contract/loan-extension'
import { ORDER_STATUS } from '../../../../contract/order-status'
import { Button } from '../../../ui/button'
import { FormAlert } from '../../../ui/form-alert'
import { formatDate } from '../../../ui/formats'
import { Money } from '../../../ui/money'
import { NotKeptYet } from '../../../ui/kept-copy'
import { useOnline } from '../../../ui/offline-banner'
import { Page } from '../../../ui/page'
import { PeriodCount } from '../../../ui/period-count'
import { RadioGroup } from '../../../ui/radio-group'
import { SegmentedControl } from '../../../ui/segmented-control'
import { useOrderSchedule } from '../api'
import { type Applied, type ExtensionDays, useExtension } from '../use-extension'
import { QuoteView } from './extension-quote'
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
  if (ext.applied) return <Moved orderId={orderId} currency={currency} applied={ext.applied} />
  const footer = (
    <Button onClick={() => void ext.confirm()} disabled={!online || ext.quote === null || ext.sending} data-testid="extension-confirm">
      {!online ? <Trans>You are offline — this needs a connection</Trans> : <ConfirmLabel scope={ext.scope} days={ext.days} newDueDate={ext.quote?.newDueDate ?? null} />}
    </Button>
  )
  return (
    <Page title={t`More time to pay`} back footer={footer}>
      <div className="extension" data-testid="extension">
        <p>
          <Trans>
            You can move one due date by 7, 14 or 30 days, before it or up to 15 days after it, that payment only or every payment from it on. You pay
            nothing now: any fee is added to that installment and paid with it.
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
        <RadioGroup
          legend={t`What moves`}
          name="extension-scope"
          options={[
            { value: 'one', label: t`Move this payment only` },
            { value: 'all', label: t`Move every payment` },
          ]}
          value={ext.scope}
          onChange={(value) => ext.setScope(value === 'all' ? 'all' : 'one')}
        />
        <p className="extension-note">
          {ext.scope === 'one' ? (
            <Trans>The other installments stay on their due dates.</Trans>
          ) : (
            <Trans>This installment and every later one move by the same number of days.</Trans>
          )}
        </p>
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

/** Says what a tap does: the date one payment moves to, or by how many days every payment moves. */
function ConfirmLabel({ scope, days, newDueDate }: { scope: ExtensionScope; days: ExtensionDays; newDueDate: string | null }) {
  if (scope === 'all') return <Plural value={days} one="Move every payment by # day" other="Move every payment by # days" />
  return newDueDate ? <Trans>Move this payment to {formatDate(newDueDate)}</Trans> : <Trans>Move this payment</Trans>
}

function Moved({ orderId, currency, applied }: { orderId: number; currency: string; applied: Applied }) {
  const { newDueDate, fee, moved } = applied
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
        <p>
          {applied.scope === 'one' ? (
            <Trans>Every other installment keeps its date.</Trans>
          ) : (
            <Plural value={moved} one="# installment moved by the same days." other="# installments moved by the same days." />
          )}
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
