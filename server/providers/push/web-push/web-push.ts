// Web Push through the web-push library: each message encrypted for its browser (aes128gcm) and
// signed with our VAPID key, then posted to the browser's push service with fetch, so that the
// caller's signal (callProvider's time-out) can cancel it.
import webpush from 'web-push'
import type { PushProvider, PushTarget } from '../port'
import type { Vapid } from './vapid-keys'

// A reminder older than a day is wrong more often than it is useful (the date it names has passed).
const TTL_SECONDS = 24 * 3600

export function webPush(vapid: () => Promise<Vapid>): PushProvider {
  return {
    publicKey: async () => (await vapid()).publicKey,
    async send(target, payload, signal) {
      let details: ReturnType<typeof webpush.generateRequestDetails>
      try {
        details = encrypted(target, payload, await vapid())
      } catch {
        // Keys no message can be encrypted for: the subscription can never work.
        return 'gone'
      }
      const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]))
      const answer = await fetch(details.endpoint, { method: details.method, headers, body: details.body ? new Uint8Array(details.body) : null, signal, redirect: 'error' })
      await answer.body?.cancel()
      if (answer.status === 404 || answer.status === 410) return 'gone'
      return answer.ok ? 'delivered' : 'failed'
    },
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
