// Word that the outbox delivered a submission, for a screen listing what it created (a ticket):
// without it the list, read before the submission left the phone, would wait for a manual retry.
// Kept apart from the outbox so that a screen can listen without loading Dexie. The replay can
// run in another tab (tabs take turns), so the word goes on a BroadcastChannel, which reaches
// this tab's listeners and the other tabs' alike.
import type { OutboxPath } from './outbox-paths'

const CHANNEL = 'jackey-outbox-sent'
// Browsers without BroadcastChannel hear it in this tab only.
const EVENT = 'jackey:outbox-sent'
const hasChannel = () => typeof BroadcastChannel === 'function'

/** Tells every tab that a submission to `path` reached the server. */
export function announceSent(path: OutboxPath): void {
  if (!hasChannel()) return void window.dispatchEvent(new CustomEvent<OutboxPath>(EVENT, { detail: path }))
  // A message already posted is delivered after its channel is closed.
  const channel = new BroadcastChannel(CHANNEL)
  channel.postMessage(path)
  channel.close()
}

/** Calls `listener` each time a submission to `path` reaches the server, from any tab; returns the unsubscribe. */
export function onOutboxSent(path: OutboxPath, listener: () => void): () => void {
  if (!hasChannel()) {
    const here = (event: Event) => (event as CustomEvent<unknown>).detail === path && listener()
    window.addEventListener(EVENT, here)
    return () => window.removeEventListener(EVENT, here)
  }
  const channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (event: MessageEvent<unknown>) => event.data === path && listener()
  return () => channel.close()
}
