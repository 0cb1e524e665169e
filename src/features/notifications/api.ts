// Reminders: the borrower's channels and this browser's push subscription. Never queued: a
// setting changed offline would be a promise the server cannot keep, so the screen says so.
import type { NotificationSettings } from '../../../contract/schemas/notifications'
import { call } from '../../api/client'
import { useRemote } from '../../api/use-remote'
import { activeLocale } from '../../i18n/i18n'

export type { NotificationSettings }

export function useNotificationSettings() {
  return useRemote(() => call('/user/notifications/settings', {}))
}

export function changeNotificationSettings(change: Partial<NotificationSettings>): Promise<NotificationSettings> {
  return call('/user/notifications/settings', { ...change, locale: activeLocale() })
}

/**
 * Tells the server the language the borrower now reads, for the reminders and texts it writes
 * (they follow the language given with the settings). Offline it is not kept: the next change of
 * settings or of language says it again.
 */
export async function tellLanguage(): Promise<void> {
  await call('/user/notifications/settings', { locale: activeLocale() }).catch(() => undefined)
}

export async function pushKey(): Promise<string> {
  return (await call('/user/push/key', {})).publicKey
}

export function sendSubscription(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<null> {
  return call('/user/push/subscribe', { ...subscription, locale: activeLocale() })
}

export function forgetSubscription(endpoint: string): Promise<null> {
  return call('/user/push/unsubscribe', { endpoint })
}
