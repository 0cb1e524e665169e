// One push message to one browser through the push provider: never to an endpoint the rules no
// longer allow, bounded in time (callProvider), never inside a transaction.
import type { Services } from '../../services'
import { callProvider } from '../../providers/call-provider'
import type { PushOutcome, PushTarget } from '../../providers/push/port'
import { pushEndpointAllowed } from './push-endpoints'

/**
 * An endpoint no longer allowed (kept from before the rule, written to the table by other means,
 * or the sandbox turned off since) is never posted to, and is gone. A provider that throws or does
 * not answer in time has failed: the borrower is reached another way (send-reminder.ts).
 */
export async function pushTo(services: Services, target: PushTarget, payload: string): Promise<PushOutcome> {
  if (!pushEndpointAllowed(target.endpoint, services.env.SANDBOX)) return 'gone'
  try {
    return await callProvider('push', services.env.PROVIDER_TIMEOUT_MS, (signal) => services.push.send(target, payload, signal))
  } catch {
    return 'failed'
  }
}
