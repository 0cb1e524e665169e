// This browser's side of web push: the permission is asked only when the borrower taps
// "remind me" (never on load: a prompt nobody asked for gets blocked for good), then the service
// worker subscribes with the server's key and the server is told where to push.
import { changeNotificationSettings, forgetSubscription, pushKey, sendSubscription } from './api'

export type PushState = 'unsupported' | 'denied' | 'off' | 'on'

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null
  return (await navigator.serviceWorker.getRegistration()) ?? null
}

/** Whether this browser takes our reminders now. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  const subscription = await (await registration())?.pushManager.getSubscription()
  return subscription && Notification.permission === 'granted' ? 'on' : 'off'
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '='))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

/**
 * After a tap on "remind me": asks for permission, subscribes and tells the server, and turns
 * push on in the borrower's settings. 'denied' when the borrower said no (SMS still reminds them).
 */
export async function turnOnPush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off'
  const ready = await navigator.serviceWorker.ready
  const key = await pushKey()
  const subscription =
    (await ready.pushManager.getSubscription()) ?? (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(key) }))
  const json = subscription.toJSON()
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('push subscription without keys')
  await sendSubscription({ endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } })
  await changeNotificationSettings({ push: true })
  return 'on'
}

/** Push off for this borrower; this browser's subscription is dropped too. */
export async function turnOffPush(): Promise<void> {
  await changeNotificationSettings({ push: false })
  const subscription = await (await registration())?.pushManager.getSubscription()
  if (!subscription) return
  await forgetSubscription(subscription.endpoint)
  await subscription.unsubscribe()
}

/** At logout: this phone stops getting the borrower's reminders (the next one to sign in may be someone else). */
export async function forgetThisPhone(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription()
  if (!subscription) return
  await forgetSubscription(subscription.endpoint).catch(() => undefined)
  await subscription.unsubscribe()
}
