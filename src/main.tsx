// The entry module: small on purpose. index.html's static skeleton must reach the screen
// before the app's code runs (that code arrives meanwhile, through the modulepreloads the
// build puts in index.html: vite.config.ts, preloadAppStart). The catalog download starts
// here, beside the app's own start, instead of after it.
import 'virtual:theme.css'
import './ui/app.css'
import { afterNextPaint, nextTask } from './state/after-paint'
import { initialLocale, loadCatalog } from './i18n/catalogs'
import { catchInstallPrompt } from './pwa/install-event'

catchInstallPrompt()
const locale = initialLocale()
// Downloading starts now, beside the app's code; it runs with the app, after first paint. A
// failed download surfaces where the catalog is awaited (activateLocale).
loadCatalog(locale).catch(() => undefined)
void afterNextPaint().then(async () => {
  // React DOM first, in a task of its own: evaluated together with the rest of the app's
  // modules, it made one long task that a tap on the skeleton would wait behind.
  await import('react-dom/client')
  await nextTask()
  const { startApp } = await import('./start')
  await startApp(locale)
})
