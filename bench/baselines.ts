// The floors the app is compared with, built in the same run on the same machine from what
// is already installed (no downloads): a plain Vite + React "hello world" with a generated
// service worker, and a static page with no framework and a ten-line service worker.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

export type Baseline = { name: string; dir: string }

const HELLO_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Hello world" />
    <title>Hello</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`

const HELLO_MAIN = `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <main>
      <h1>Hello world</h1>
      <p>A plain React app, the floor to compare with.</p>
    </main>
  </StrictMode>,
)
`

/** Vite + React hello world, built with the project's own vite, React and PWA plugin. */
async function helloReact(work: string): Promise<Baseline> {
  // Inside the repository, so that `react` resolves to the project's node_modules.
  const source = join(work, 'hello-react-src')
  const dir = join(work, 'hello-react')
  await mkdir(source, { recursive: true })
  await writeFile(join(source, 'index.html'), HELLO_HTML)
  await writeFile(join(source, 'main.jsx'), HELLO_MAIN)
  await build({
    root: source,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), VitePWA({ registerType: 'autoUpdate', injectRegister: 'script', manifest: false, workbox: { globPatterns: ['**/*.{html,js,css}'], clientsClaim: true, skipWaiting: true } })],
    build: { outDir: dir, emptyOutDir: true, target: 'es2022' },
  })
  return { name: 'Vite + React hello world', dir }
}

const STATIC_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A static page" />
    <title>Static</title>
    <link rel="stylesheet" href="/style.css" />
  </head>
  <body>
    <header>Static page</header>
    <main>
      <h1>Hello world</h1>
      <p>No framework, no script before first paint.</p>
    </main>
    <script src="/register.js" defer></script>
  </body>
</html>
`
const STATIC_CSS = `body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.5; }
header { height: 56px; display: flex; align-items: center; justify-content: center; background: #0b6b3a; color: #fff; font-weight: 600; }
main { padding: 16px; }
`
const STATIC_REGISTER = `if ('serviceWorker' in navigator) addEventListener('load', () => navigator.serviceWorker.register('/sw.js'))\n`
const STATIC_SW = `const FILES = ['/', '/style.css', '/register.js']
self.addEventListener('install', (e) => e.waitUntil(caches.open('v1').then((c) => c.addAll(FILES)).then(() => self.skipWaiting())))
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()))
self.addEventListener('fetch', (e) => {
  if (e.request.method !== 'GET') return
  e.respondWith(caches.match(e.request.mode === 'navigate' ? '/' : e.request).then((hit) => hit || fetch(e.request)))
})
`

async function staticPage(work: string): Promise<Baseline> {
  const dir = join(work, 'static-page')
  await rm(dir, { recursive: true, force: true })
  await mkdir(dir, { recursive: true })
  const files = { 'index.html': STATIC_HTML, 'style.css': STATIC_CSS, 'register.js': STATIC_REGISTER, 'sw.js': STATIC_SW }
  for (const [name, body] of Object.entries(files)) await writeFile(join(dir, name), body)
  return { name: 'Static page (no framework)', dir }
}

export async function buildBaselines(work: string): Promise<{ hello: Baseline; plain: Baseline }> {
  return { hello: await helloReact(work), plain: await staticPage(work) }
}
