// Feedback to the lender. The key is kept for one message, so a repeat after a lost
// answer is recognised by the server instead of arriving twice.
import { LONG_TEXT_MAX } from '../../../contract/text-limits'
import { call } from '../../api/client'

export const FEEDBACK_MAX = LONG_TEXT_MAX

export function sendFeedback(text: string, idempotencyKey: string) {
  return call('/user/feedback', { text }, { idempotencyKey })
}
