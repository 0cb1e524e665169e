import { ORDER_STATUS } from '../order-status'

const NAMES: Record<number, string> = Object.fromEntries(Object.entries(ORDER_STATUS).map(([name, code]) => [code, name]))

/** "inReview (1)": the status as staff read it in English, with the code they search by. */
export function orderStatusName(status: number): string {
  return `${NAMES[status] ?? 'unknown'} (${status})`
}
