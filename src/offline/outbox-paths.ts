// The submissions the outbox carries: the paths it may send and each one's body. Apart from
// outbox.ts so that its sender (outbox-replay.ts) and announcer (outbox-sent.ts) name them
// without importing the queue that triggers them.
import type { Body } from '../../contract/endpoints'

export type OutboxPath = '/user/consent/give' | '/user/update' | '/user/identity/apply' | '/user/updateEmergency' | '/user/bank/binding' | '/user/tickets/create' | '/loan/payment/report'
export type Submission = { [P in OutboxPath]: { path: P; body: Body<P> } }[OutboxPath]
