// The entry module: small on purpose. The first paint (index.html's skeleton, or the first
// screen the server rendered into it) must reach the screen before the app's code runs. React
// DOM arrives meanwhile, through the modulepreload the build puts in index.html
// (vite.config.ts, preloadReactDom); the app's own code is asked for once that frame is painted.
import 'virtual:theme.css'
import './ui/app.css'
import { afterFirstPaint, nextTask } from './state/after-paint'
import { initialLocale, loadCatalog } from './i18n/catalogs'
import { catchInstallPrompt } from './pwa/install-event'
import { retryStart, startSucceeded } from './state/start-retry'

catchInstallPrompt()
const locale = initialLocale()

async function start(): Promise<void> {
  // The catalog downloads beside the app's code, which is still coming in. The first paint needs
  // neither: asked for before it, the download ran beside the HTML's, and Lighthouse's
  // simulation counted the first paint as waiting for it. A failed download surfaces where the
  // catalog is awaited (activateLocale).
  loadCatalog(locale).catch(() => undefined)
  // The app's code downloads from here, beside the rest of React DOM: on slow data the link is
  // full either way, and asked for before the first paint it was counted as something that
  // paint waited for (decision 0003, "Start-up order").
  const app = import('./start')
  // A failed download is handled where it is awaited, below; this keeps it from also being
  // reported as unhandled when React DOM's failed first.
  app.catch(() => undefined)
  // React DOM first, in a task of its own: evaluated together with the rest of the app's
  // modules, it made one long task that a tap on the skeleton would wait behind. Preloaded since
  // the HTML was read, it normally arrives well before the app's code.
  await import('react-dom/client')
  await nextTask()
  const { startApp } = await app
  // Resolves once the first render is under way: every step that can fail comes before it.
  await startApp(locale)
}

void afterFirstPaint().then(start).then(startSucceeded, retryStart)
