// The entry module: small on purpose. The first paint (index.html's skeleton, or the first
// screen the server rendered into it) must reach the screen before the app's code runs (that
// code arrives meanwhile, through the modulepreloads the build puts in index.html:
// vite.config.ts, preloadAppStart).
import 'virtual:theme.css'
import './ui/app.css'
import { afterNextPaint, nextTask } from './state/after-paint'
import { initialLocale, loadCatalog } from './i18n/catalogs'
import { catchInstallPrompt } from './pwa/install-event'

catchInstallPrompt()
const locale = initialLocale()
void afterNextPaint().then(async () => {
  // The catalog downloads beside the app's code, which is still coming in. The first paint needs
  // neither: asked for before it, the download ran beside the stylesheet's, and Lighthouse's
  // simulation counted the first paint as waiting for it. A failed download surfaces where the
  // catalog is awaited (activateLocale).
  loadCatalog(locale).catch(() => undefined)
  // React DOM first, in a task of its own: evaluated together with the rest of the app's
  // modules, it made one long task that a tap on the skeleton would wait behind.
  await import('react-dom/client')
  await nextTask()
  const { startApp } = await import('./start')
  await startApp(locale)
})
