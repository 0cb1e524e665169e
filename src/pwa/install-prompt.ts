// The browser's offer to install the app. Chromium fires `beforeinstallprompt` once, early,
// often before the screen with the Install button mounts: the entry catches it (install-event.ts).
// iOS Safari has no such event: there the button becomes a hint (dismissal kept in localStorage).
import { externalValue } from './external-value'
import { onInstallPrompt } from './install-event'

type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> }

const offer = externalValue<InstallPromptEvent | null>(null)
export const useInstallOffer = offer.use

export function listenForInstallPrompt(): void {
  onInstallPrompt((event) => offer.set(event as InstallPromptEvent))
  window.addEventListener('appinstalled', () => offer.set(null))
}

/** Shows the browser's install dialog; the offer can be used once. */
export async function install(event: InstallPromptEvent): Promise<void> {
  offer.set(null)
  await event.prompt()
  await event.userChoice
}

export function isStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true
}

/** Safari on iPhone or iPad (iPadOS says it is a Mac, but a Mac has no touch screen). */
export function isIosSafari(): boolean {
  const ua = navigator.userAgent
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua)
}

const HINT_KEY = 'jackey.install-hint-dismissed'

export function hintDismissed(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1'
  } catch {
    return false
  }
}

export function dismissHint(): void {
  try {
    localStorage.setItem(HINT_KEY, '1')
  } catch {
    // Without storage the hint comes back next visit.
  }
}
