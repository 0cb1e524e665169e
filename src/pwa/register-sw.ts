// Registers the service worker from our own code (the CSP forbids the plugin's inline
// script) and runs prompt-to-update: a new version waits until the borrower accepts it,
// and the page never reloads by itself while a form has unsaved input or the outbox sends.
import { flushUnsaved, isBusyWithWork } from '../state/pending-work'
import { externalValue } from './external-value'

/** Switches to the new version; null while none is waiting. */
const update = externalValue<(() => Promise<void>) | null>(null)
export const useUpdate = update.use
export const currentUpdate = update.get

const CHECK_EVERY_MS = 60 * 60_000
// After the borrower accepts, a worker that never takes control must not leave them stuck.
const RELOAD_ANYWAY_MS = 5_000

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const { Workbox } = await import('workbox-window')
  const workbox = new Workbox('/sw.js', { scope: '/' })
  let accepted = false
  // clientsClaim: a first install takes control too, and that is no reason to reload.
  let hadController = navigator.serviceWorker.controller !== null

  const reloadAfterFlush = async () => {
    await flushUnsaved()
    window.location.reload()
  }

  workbox.addEventListener('waiting', () => {
    update.set(async () => {
      accepted = true
      await flushUnsaved()
      workbox.messageSkipWaiting()
      setTimeout(() => window.location.reload(), RELOAD_ANYWAY_MS)
    })
  })

  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController) {
      hadController = true
      return
    }
    // Another tab accepted the update: this one follows unless the borrower is mid-task.
    if (accepted || !isBusyWithWork()) window.location.reload()
    else update.set(reloadAfterFlush)
  })

  // Phones keep the app open for days: look for a new version when it comes back to the front.
  let lastCheck = Date.now()
  const check = () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < 60_000) return
    lastCheck = Date.now()
    void workbox.update().catch(() => undefined)
  }
  document.addEventListener('visibilitychange', check)
  setInterval(check, CHECK_EVERY_MS)

  try {
    await workbox.register()
  } catch (error) {
    console.warn('service worker not registered', error)
  }
}
