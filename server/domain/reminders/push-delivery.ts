// One push message to one browser: encrypted for it and signed with our VAPID key by web-push,
// posted to its push service through callProvider (bounded in time, never inside a transaction).
import webpush from 'web-push'
import { callProvider } from '../../providers/call-provider'
import { pushEndpointAllowed } from './push-endpoints'
import type { Vapid } from './vapid-keys'

export type PushTarget = { endpoint: string; p256dh: string; auth: string }
/** delivered: the push service took it; gone: the subscription no longer exists (404, 410); failed: anything else. */
export type PushOutcome = 'delivered' | 'gone' | 'failed'

// A reminder older than a day is wrong more often than it is useful (the date it names has passed).
const TTL_SECONDS = 24 * 3600

/**
 * `sandbox` as at subscription: an endpoint no longer allowed (kept from before the rule, written
 * to the table by other means, or the sandbox turned off since) is never posted to, and is gone.
 */
export async function pushTo(target: PushTarget, payload: string, vapid: Vapid, timeoutMs: number, sandbox: boolean): Promise<PushOutcome> {
  if (!pushEndpointAllowed(target.endpoint, sandbox)) return 'gone'
  let details: ReturnType<typeof webpush.generateRequestDetails>
  try {
    details = encrypted(target, payload, vapid)
  } catch {
    // Keys no message can be encrypted for: the subscription can never work.
    return 'gone'
  }
  const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]))
  try {
    const answer = await callProvider('push', timeoutMs, (signal) =>
      fetch(details.endpoint, { method: details.method, headers, body: details.body ? new Uint8Array(details.body) : null, signal, redirect: 'error' }),
    )
    await answer.body?.cancel()
    if (answer.status === 404 || answer.status === 410) return 'gone'
    return answer.ok ? 'delivered' : 'failed'
  } catch {
    return 'failed'
  }
}

function encrypted(target: PushTarget, payload: string, vapid: Vapid) {
  return webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
    vapidDetails: vapid,
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
  })
}
