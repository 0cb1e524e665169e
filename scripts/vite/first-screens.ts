// A build step (vite.config.ts): the first screens in every language, rendered by the app's own
// components (src/prerender.tsx) into copies of index.html, for the server to send to a browser
// that has no service worker yet. docs/decisions/0006-first-screen-in-the-html.md says why.
// Its imports name their extension: vite.config.ts loads it, and Vite's native config loader needs that.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type PluginOption } from 'vite'
import { FIRST_SCREENS, type FirstScreen, firstScreenFile } from '../../contract/first-screens.ts'
import type { Locale } from '../../contract/locales.ts'
import type { MarketCode } from '../../contract/market/types.ts'

type Prerender = {
  renderFirstScreen: (screen: FirstScreen, locale: Locale, market: MarketCode) => Promise<string>
  /** Each market with its languages: the market decides the phone prefix and the languages offered. */
  FIRST_SCREEN_MARKETS: { code: MarketCode; locales: readonly Locale[] }[]
}

/**
 * `compilers` gives fresh instances of the plugins the app's source needs (routes, the Lingui
 * macro and catalogs): the screens are rendered from a build of src/prerender.tsx for Node.
 */
export function prerenderFirstScreens(compilers: () => PluginOption[]): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  return {
    name: 'prerender-first-screens',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      // Inside the project, so that the Node build finds the project's packages.
      const work = join(root, 'node_modules', '.cache', 'first-screens')
      await rm(work, { recursive: true, force: true })
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: compilers(),
          build: { ssr: 'src/prerender.tsx', outDir: work, emptyOutDir: true, minify: false },
        })
        const { renderFirstScreen, FIRST_SCREEN_MARKETS } = (await import(pathToFileURL(join(work, 'prerender.js')).href)) as Prerender
        const template = await readFile(join(outDir, 'index.html'), 'utf8')
        for (const { code: market, locales } of FIRST_SCREEN_MARKETS) {
          await mkdir(dirname(join(outDir, firstScreenFile(market, 'login', 'en'))), { recursive: true })
          for (const screen of Object.keys(FIRST_SCREENS) as FirstScreen[]) {
            for (const locale of locales) {
              const page = firstScreenPage(template, await renderFirstScreen(screen, locale, market), locale)
              await writeFile(join(outDir, firstScreenFile(market, screen, locale)), page)
            }
          }
        }
      } finally {
        await rm(work, { recursive: true, force: true })
      }
    },
  }
}

/**
 * index.html with the rendered screen in place of the skeleton. It is inert until the app
 * replaces it: a tap or a typed character before then would be lost. Its title carries no
 * Element Timing mark, which must come from the app's own screen (src/state/after-paint.ts).
 */
export function firstScreenPage(template: string, markup: string, locale: Locale): string {
  const screen = markup
    .replace(/ elementtiming="[^"]*"/g, '')
    .replace(/^<div class="app">/, '<div class="app" inert="" aria-busy="true">')
  if (!screen.startsWith('<div class="app" inert')) throw new Error('The rendered screen does not start with the app frame')
  const [start, end] = rootContent(template)
  return template.slice(0, start).replace(/<html lang="[^"]*">/, `<html lang="${locale}">`) + screen + template.slice(end)
}

/** Where the content of `<div id="root">` starts and ends: its own closing tag, past nested divs. */
function rootContent(html: string): [number, number] {
  const open = '<div id="root">'
  const start = html.indexOf(open)
  if (start < 0) throw new Error('index.html has no #root')
  const tags = /<div\b|<\/div>/g
  tags.lastIndex = start + open.length
  let depth = 1
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1
    if (depth === 0) return [start + open.length, tag.index]
  }
  throw new Error('index.html has no end to #root')
}
