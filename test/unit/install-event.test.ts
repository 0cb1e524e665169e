// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { catchInstallPrompt, onInstallPrompt } from '../../src/pwa/install-event'

describe('the install offer', () => {
  it('is kept when the browser makes it before the app has started, and passed on once it has', () => {
    catchInstallPrompt()
    const early = new Event('beforeinstallprompt', { cancelable: true })
    window.dispatchEvent(early)
    // The browser's own mini-infobar stays away: our button offers it.
    expect(early.defaultPrevented).toBe(true)

    const received: Event[] = []
    onInstallPrompt((event) => received.push(event))
    expect(received).toEqual([early])

    const later = new Event('beforeinstallprompt', { cancelable: true })
    window.dispatchEvent(later)
    expect(received).toEqual([early, later])
  })
})
