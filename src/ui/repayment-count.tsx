import { Plural } from '@lingui/react/macro'
import type { Cadence } from '../../contract/repayment-cadence'

/** "6 repayments, twice a month": payments counted, never months. */
export function RepaymentCount({ count, cadence }: { count: number; cadence: Cadence }) {
  if (cadence === 'twice') return <Plural value={count} one="# repayment, twice a month" other="# repayments, twice a month" />
  if (cadence === 'week') return <Plural value={count} one="# repayment, once a week" other="# repayments, once a week" />
  if (cadence === 'day') return <Plural value={count} one="# repayment, every day" other="# repayments, every day" />
  return <Plural value={count} one="# repayment, once a month" other="# repayments, once a month" />
}
