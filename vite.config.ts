import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import type { Preset } from '@vite-pwa/assets-generator/config'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { defineConfig, loadEnv, type Plugin, type PluginOption } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
// With its extension, as Vite's native config loader (its next default) resolves it.
import { prerenderFirstScreens } from './scripts/vite/first-screens.ts'

/**
 * The two theme colours from the build configuration, as CSS custom properties in the shell's
 * stylesheet (which index.html carries inline: inlineShellStylesheet), not as style attributes,
 * which the CSP does not allow.
 */
function themeStylesheet(primary: string, secondary: string): Plugin {
  const id = 'virtual:theme.css'
  const resolved = `\0${id}`
  return {
    name: 'theme-stylesheet',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (source) => (source === resolved ? `:root{--primary:${primary};--secondary:${secondary}}` : undefined),
  }
}

/**
 * The shell's stylesheet inlined in index.html, first in <head>: it is all that first paint
 * waits for, and as a file it cost a round trip before that paint, on a connection of its own
 * while the HTML's went to it (decision 0003). It is small (~2 KB gzip) and only index.html links
 * it; the file is dropped. The server allows exactly this <style> by its hash in the CSP
 * (server/http/security-headers.ts).
 */
function inlineShellStylesheet(): Plugin {
  return {
    name: 'inline-shell-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { path, bundle }) {
        if (path !== '/index.html' || !bundle) return html
        const styles: string[] = []
        const rest = html.replace(/\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const asset = bundle[file]
          if (asset?.type !== 'asset') return link
          styles.push(String(asset.source))
          delete bundle[file]
          return ''
        })
        if (styles.length === 0) return html
        const at = rest.search(/\s*<(script type="module"|link rel="modulepreload")/)
        const style = `\n    <style>${styles.join('')}</style>`
        return at < 0 ? rest.replace('</head>', `${style}\n</head>`) : rest.slice(0, at) + style + rest.slice(at)
      },
    },
  }
}

/**
 * Modulepreloads in index.html for React DOM, which src/main.tsx imports first once the first
 * frame is painted, so that it downloads while the HTML is read instead of after that frame.
 * Only the fetch starts early: the module runs when main.tsx imports it. The app's own code
 * (the chunk of src/start.tsx) is not preloaded: main.tsx asks for it as that frame is painted,
 * while React DOM is still coming in. On slow data the link is full either way and the app
 * takes over sooner (bench: first visit), and the first paint, which never needed
 * it, is no longer measured as waiting for it (decision 0003, "Start-up order"). Every script of
 * index.html, the entry included, asks for low priority.
 */
function preloadReactDom(): Plugin {
  return {
    name: 'preload-react-dom',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
        const reactDom = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/node_modules/react-dom/client.js')))
        if (!reactDom) return html
        const byName = new Map(chunks.map((c) => [c.fileName, c]))
        const files = new Set<string>()
        const visit = (fileName: string) => {
          if (files.has(fileName)) return
          files.add(fileName)
          for (const dep of byName.get(fileName)?.imports ?? []) visit(dep)
        }
        visit(reactDom.fileName)
        const links = [...files]
          .filter((f) => !html.includes(`/${f}"`))
          .map((f) => `\n    <link rel="modulepreload" crossorigin href="/${f}">`)
          .join('')
        return html
          .replace(/\s*<script type="module"/, (script) => links + script)
          .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
          .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
      },
    },
  }
}

/**
 * Brotli and gzip copies of every hashed asset, made once here at the slowest, smallest
 * setting, for server/http/static-files.ts to send to browsers that accept them.
 */
function precompressAssets(): Plugin {
  const br = promisify(brotliCompress)
  const gz = promisify(gzip)
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist'
      const files = Object.values(bundle).filter((f) => /(^|\/)assets\/.+\.(js|css)$/.test(f.fileName))
      await Promise.all(
        files.map(async (f) => {
          const body = Buffer.from(f.type === 'chunk' ? f.code : f.source)
          await writeFile(join(dir, `${f.fileName}.br`), await br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
          await writeFile(join(dir, `${f.fileName}.gz`), await gz(body, { level: 9 }))
        }),
      )
    },
  }
}

// The service worker and web app manifest, from the build configuration
// (docs/decisions/0003-service-worker-and-caches.md says what is cached and why).
type PwaBuildConfig = { title: string; shortName: string; primary: string; startPath: string }

/** Every icon comes from public/logo.svg; the padded ones sit on the primary colour. */
function iconPreset(primary: string): Preset {
  const onPrimary = { background: primary, fit: 'contain' as const }
  return {
    transparent: { sizes: [192, 512], favicons: [[48, 'favicon.ico']] },
    maskable: { sizes: [512], padding: 0.3, resizeOptions: onPrimary },
    apple: { sizes: [180], padding: 0.2, resizeOptions: onPrimary },
  }
}

function pwaPlugin({ title, shortName, primary, startPath }: PwaBuildConfig): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // The CSP forbids inline scripts: src/pwa/register-sw.ts registers the worker.
    injectRegister: false,
    pwaAssets: {
      image: 'public/logo.svg',
      preset: iconPreset(primary),
      overrideManifestIcons: true,
      includeHtmlHeadLinks: true,
      injectThemeColor: true,
    },
    manifest: {
      id: '/',
      name: title,
      short_name: shortName,
      description: 'Apply for a fixed-term cash loan, see every cost before you sign, and repay from your phone.',
      start_url: startPath,
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      // The splash screen and the status bar in the colour of the header the app opens with.
      theme_color: primary,
      background_color: primary,
    },
    workbox: {
      // The shell, every route chunk, the three compiled catalogs, CSS, icons and bank logos.
      globPatterns: ['**/*.{html,js,css,svg,png,ico}'],
      navigateFallback: '/index.html',
      // The API, the back office (its own app with its own shell) and the sandbox payment
      // provider's pages never get the borrower's shell.
      navigateFallbackDenylist: [/^\/jackey\//, /^\/backoffice(\/|$)/, /^\/sandbox\//],
      // The first screens are for browsers without this worker (server/http/first-screen.ts).
      globIgnores: ['backoffice/**', 'first-screens/**'],
      cleanupOutdatedCaches: true,
      // Wakes the page's outbox on Background Sync (public/sw-outbox-sync.js); shows reminders pushed by the server (public/sw-push.js).
      importScripts: ['/sw-outbox-sync.js', '/sw-push.js'],
      clientsClaim: true,
      // The new version waits until the borrower accepts it (src/pwa/register-sw.ts).
      skipWaiting: false,
      // API answers never reach a cache here: every call is a POST, and personal data lives in
      // IndexedDB, wiped at logout. Only public images (product logos) are kept at run time.
      runtimeCaching: [
        {
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin && request.destination === 'image' && !url.pathname.startsWith('/jackey/'),
          handler: 'StaleWhileRevalidate',
          method: 'GET',
          options: { cacheName: 'public-images', expiration: { maxEntries: 60 } },
        },
      ],
    },
  })
}

/**
 * What renders the first screen comes in two large files, not some thirty: React DOM, and the
 * app (React, the router, jotai, Lingui, the shell, and the screens a visit starts on: /login,
 * /register and Home, with what they import). On a phone's HTTP/1.1 connections every file in
 * flight takes an equal share of the bandwidth, and a small one holds its share for a whole round
 * trip while it brings almost nothing: in Lighthouse's simulated slow 4G, React DOM then crawled
 * in beside five of them. The entry module and what picks the first catalog stay outside: they
 * run before first paint. Other routes' components (`?tsr-split`) and features stay in their own
 * lazy chunks, beside `kit`.
 */
// The words for the identity check's, a decision's and a payout's reasons: only screens that load
// later show them (the identity card on Home is one), so they come with those screens' chunks.
const isLaterText = (id: string) => /[\\/]src[\\/]i18n[\\/](kyc-reason|decision-reason|payout-failure)-text\.ts$/.test(id)
// What the app starts with: the framework, the shell, and the first screens' own routes, each
// with everything it imports (a group takes in its modules' imports).
const inApp = (id: string) =>
  /node_modules[\\/](react|@tanstack|jotai|@lingui)[\\/]/.test(id) ||
  // The screens a borrower opens the app on, so that no round trip for a route chunk follows.
  /[\\/]src[\\/]routes[\\/](login|register|_authed|_authed[\\/]index)\.tsx\?tsr-split/.test(id) ||
  (!id.includes('tsr-split') && !isLaterText(id) && (/[\\/]src[\\/](state|i18n|pwa|routes)[\\/]/.test(id) || /[\\/]src[\\/](config|start|route-tree\.gen)\.tsx?$/.test(id)))
// The rest of the UI kit and the data hooks, which other screens share: one file, not a dozen.
const inKit = (id: string) =>
  /[\\/]src[\\/](ui[\\/][^\\/]+|api[\\/](client|use-remote)|offline[\\/](on-demand|user-copy|configs-copy|use-outbox|outbox-owner)|features[\\/][^\\/]+[\\/]api)\.tsx?$/.test(id)

const FIRST_PAINT_CHUNKS = {
  groups: [
    // What main.tsx runs before first paint: without its own group the app would take it in,
    // and main.tsx would then wait for the whole app.
    { name: 'boot', priority: 3, test: /[\\/]src[\\/](i18n[\\/](catalogs|locales)|state[\\/](after-paint|start-retry)|pwa[\\/]install-event)\.ts$|vite[\\/]preload-helper/ },
    // React DOM apart from the app: evaluated in a task of its own (src/main.tsx).
    { name: 'react-dom', priority: 2, test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
    { name: 'app', priority: 1, test: inApp },
    { name: 'kit', test: inKit },
    // uPlot, which only the back office's charts load (lazily): its name puts it and its stylesheet
    // under dist/backoffice/, out of the borrower's precache. It imports nothing, so the group is uPlot alone.
    { name: 'backoffice-uplot', test: /node_modules[\\/]uplot[\\/]/ },
  ],
}

// The back office (backoffice/) is a second entry of the same build. Its own files go under
// dist/backoffice/, which the service worker's globIgnores keeps out of the borrower's precache;
// only chunks both apps share (React, contract/) stay in dist/assets/.
const inBackoffice = (name: string | undefined) => name?.startsWith('backoffice') ?? false
const backofficeEntry = {
  input: { main: 'index.html', backoffice: 'backoffice/index.html' },
  output: {
    entryFileNames: (chunk: { name: string }) => (inBackoffice(chunk.name) ? 'backoffice/assets/[name]-[hash].js' : 'assets/[name]-[hash].js'),
    // A lazy chunk made only of the back office's modules (its pages' charts) is the back office's too.
    chunkFileNames: (chunk: { name: string; moduleIds: string[] }) =>
      inBackoffice(chunk.name) || chunk.moduleIds.every((id) => /[\\/]backoffice[\\/]/.test(id)) ? 'backoffice/assets/[name]-[hash].js' : 'assets/[name]-[hash].js',
    assetFileNames: (asset: { names: string[] }) =>
      asset.names.some(inBackoffice) ? 'backoffice/assets/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]',
  },
}

export default defineConfig(({ mode }) => {
  const env: Record<string, string | undefined> = { VITE_APP_TITLE: 'Jackey Cash', ...loadEnv(mode, process.cwd(), 'VITE_') }
  process.env.VITE_APP_TITLE ??= env.VITE_APP_TITLE
  const color = (value: string | undefined, fallback: string) => (value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback)
  const primary = color(env.VITE_THEME_PRIMARY, '#0b6b3a')
  const title = env.VITE_APP_TITLE ?? 'Jackey Cash'
  // Home screens cut names at about 12 characters.
  const shortName = env.VITE_APP_SHORT_NAME || (title.length <= 12 ? title : (title.split(' ')[0] ?? title).slice(0, 12))
  // What compiles the app's source: the routes, React with the Lingui macro, the catalogs.
  const compilers = () => [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, generatedRouteTree: './src/route-tree.gen.ts' }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ failOnMissing: mode === 'production', failOnCompileError: true }),
  ]
  return {
    plugins: [
      ...compilers(),
      themeStylesheet(primary, color(env.VITE_THEME_SECONDARY, '#f2b705')),
      pwaPlugin({ title, shortName, primary, startPath: env.VITE_START_PATH || '/' }),
      inlineShellStylesheet(),
      preloadReactDom(),
      precompressAssets(),
      prerenderFirstScreens(compilers),
    ],
    server: { proxy: { '/jackey': 'http://127.0.0.1:8080' } },
    // Every browser that runs es2022 supports modulepreload: no polyfill file on the critical path.
    build: { target: 'es2022', modulePreload: { polyfill: false }, rolldownOptions: { ...backofficeEntry, output: { ...backofficeEntry.output, codeSplitting: FIRST_PAINT_CHUNKS } } },
  }
})
