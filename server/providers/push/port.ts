/** A browser's subscription as PushManager.subscribe() gave it (push_subscriptions). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string }

/**
 * delivered: the push service took it; gone: the subscription no longer exists (404, 410) or can
 * never work, so the domain drops it; failed: anything else, and the next message tries again.
 */
export type PushOutcome = 'delivered' | 'gone' | 'failed'

/**
 * Notifications to the borrower's browsers through their push services. `send` is only called
 * through callProvider's time-out, never inside a transaction (domain/reminders/push-delivery.ts).
 */
export type PushProvider = {
  /** The key a browser subscribes with (PushManager's applicationServerKey), base64url. */
  publicKey(): Promise<string>
  send(target: PushTarget, payload: string, signal: AbortSignal): Promise<PushOutcome>
}
