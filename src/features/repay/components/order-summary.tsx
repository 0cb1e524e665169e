import { useLingui } from '@lingui/react/macro'
import { formatDate } from '../../../ui/formats'
import { Money } from '../../../ui/money'
import { MoneyList, type MoneyRow } from '../../../ui/money-list'
import type { OrderInfo } from '../api'
import { nextUnpaid } from '../repay-rules'

/** Borrowed and the next payment with its due date (what is still owed is the screen's hero). */
export function OrderSummary({ order, currency }: { order: OrderInfo; currency: string }) {
  const { t } = useLingui()
  const next = nextUnpaid(order.periodViews)
  const rows: MoneyRow[] = [
    { term: t`Loan number`, value: String(order.orderId) },
    { term: t`Amount borrowed`, value: <Money amount={order.lastWithdrawAmount ?? order.principal} currency={currency} /> },
  ]
  if (next) {
    rows.push({ term: t`Next payment`, value: <Money amount={next.left} currency={currency} />, note: t`Due ${formatDate(next.dueDate)}`, testId: 'next-due' })
  }
  return <MoneyList rows={rows} label={t`Loan summary`} />
}
