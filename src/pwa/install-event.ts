// Chromium fires `beforeinstallprompt` once, as soon as the page qualifies: on a fast phone
// with the manifest cached, before the app has started. The entry catches it (this module has
// no imports, so it runs before first paint) and hands it to install-prompt.ts when that starts.

let caught: Event | null = null
let handler: ((event: Event) => void) | null = null

export function catchInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own button replaces the browser's mini-infobar.
    event.preventDefault()
    if (handler) handler(event)
    else caught = event
  })
}

/** Calls `next` with the offer caught so far, if any, and with each one after. */
export function onInstallPrompt(next: (event: Event) => void): void {
  handler = next
  if (caught) next(caught)
  caught = null
}
