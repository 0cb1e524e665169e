import { orderStatusName } from '../../contract/admin/status-names'

const TONE: Record<number, string> = { 0: 'wait', 1: 'wait', 3: 'ok', 9: 'ok', 4: 'ok', 5: 'bad', 10: 'done', 12: 'done', 13: 'bad' }

export function StatusBadge({ status }: { status: number }) {
  return <span className={`badge badge-${TONE[status] ?? 'done'}`}>{orderStatusName(status)}</span>
}

export function Badge({ tone, children }: { tone: 'ok' | 'bad' | 'wait' | 'done'; children: string }) {
  return <span className={`badge badge-${tone}`}>{children}</span>
}
