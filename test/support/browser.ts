import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// Debian's Chromium; without the background-networking flags it keeps trying hosts
// this machine cannot reach.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS })
}

/**
 * A browser with a profile on disk. Playwright's usual contexts are incognito, where
 * Chromium never offers to install an app (`beforeinstallprompt` needs a real profile).
 */
export function launchWithProfile(profileDir: string, options: BrowserContextOptions): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM, args: CHROMIUM_FLAGS, ...options })
}

/** The phone the borrower holds: 360×740, touch, at a phone's pixel density. */
export const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }

/** Waits until the app's service worker controls the page, so that what follows can go offline. */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    }
  })
}

/** A phone whose app is signed in with `token` when it first loads. */
export async function signedInPhone(browser: Browser, token: string, locale = 'en-US'): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, locale })
  await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
  return context
}
