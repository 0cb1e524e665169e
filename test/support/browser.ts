import { type Browser, chromium } from 'playwright-core'

// Debian's Chromium; without the background-networking flags it keeps trying hosts
// this machine cannot reach.
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** The phone the borrower holds: 360×740, touch, at a phone's pixel density. */
export const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
