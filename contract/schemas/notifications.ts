import * as z from 'zod/mini'
import { type Locale, LOCALE_CODES } from '../locales'

// A key of a browser's push subscription, base64url as PushSubscription.toJSON() gives it.
const base64url = (minLength: number, maxLength: number) => z.string().check(z.minLength(minLength), z.maxLength(maxLength), z.regex(/^[A-Za-z0-9_-]+={0,2}$/))

/** The language the borrower reads the app in: reminders are written in it. */
const locale = z.optional(z.enum(LOCALE_CODES as [Locale, ...Locale[]]))

/** What PushManager.subscribe() gave the browser (p256dh: a P-256 point, 65 bytes; auth: 16 bytes). */
export const pushSubscribeBody = z.object({
  endpoint: z.url().check(z.maxLength(2048)),
  keys: z.object({ p256dh: base64url(86, 88), auth: base64url(22, 24) }),
  locale,
})
export const pushUnsubscribeBody = z.object({ endpoint: z.url().check(z.maxLength(2048)) })

/** An empty body reads the settings; either field changes that channel. */
export const notificationSettingsBody = z.object({ push: z.optional(z.boolean()), sms: z.optional(z.boolean()), locale })
export const notificationSettingsData = z.object({ push: z.boolean(), sms: z.boolean() })
export type NotificationSettings = z.infer<typeof notificationSettingsData>

/** The server's VAPID public key (base64url), the applicationServerKey a browser subscribes with. */
export const pushKeyData = z.object({ publicKey: z.string() })
