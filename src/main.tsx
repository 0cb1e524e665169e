// The entry module: small on purpose. index.html's static skeleton must reach the screen
// before the app's code runs (that code arrives meanwhile, through the modulepreloads the
// build puts in index.html: vite.config.ts, preloadAppStart). The catalog download starts
// here, beside the app's own start, instead of after it.
import 'virtual:theme.css'
import './ui/app.css'
import { initialLocale, loadCatalog } from './i18n/catalogs'

/** Resolves once the browser has painted a frame; at once in a hidden tab, which paints none. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve()
    else requestAnimationFrame(() => setTimeout(resolve, 0))
  })
}

const locale = initialLocale()
void afterFirstPaint().then(async () => {
  // A failed download surfaces where the catalog is awaited (activateLocale).
  loadCatalog(locale).catch(() => undefined)
  const { startApp } = await import('./start')
  await startApp(locale)
})
