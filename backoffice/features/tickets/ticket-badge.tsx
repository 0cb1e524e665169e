import type { TicketStatus } from '../../../contract/tickets'
import { Badge } from '../../components/status-badge'
import { words } from '../../components/format'

const TONE: Record<TicketStatus, 'ok' | 'bad' | 'wait' | 'done'> = { received: 'bad', in_progress: 'wait', answered: 'ok', closed: 'done' }

export function TicketBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={TONE[status]}>{words(status)}</Badge>
}
