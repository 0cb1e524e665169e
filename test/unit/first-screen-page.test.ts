import { describe, expect, it } from 'vitest'
import { firstScreenPage } from '../../scripts/vite/first-screens'

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head><link rel="stylesheet" href="/assets/main.css"></head>
  <body>
    <div id="root">
      <div class="app" aria-busy="true"><header class="app-header">skeleton</header></div>
    </div>
    <script type="module" src="/assets/main.js"></script>
  </body>
</html>`

const SCREEN = '<div class="app"><div class="page"><h1 class="app-title" elementtiming="screen-title">เข้าสู่ระบบ</h1></div></div>'

describe('a first screen page', () => {
  const page = firstScreenPage(TEMPLATE, SCREEN, 'th')

  it('holds the rendered screen in place of the skeleton, and everything else of index.html', () => {
    expect(page).not.toContain('skeleton')
    expect(page).toContain('<div id="root"><div class="app" inert="" aria-busy="true"><div class="page"><h1 class="app-title">เข้าสู่ระบบ</h1>')
    expect(page).toContain('<link rel="stylesheet" href="/assets/main.css">')
    expect(page).toContain('<script type="module" src="/assets/main.js"></script>')
  })

  it('is in the screen’s language', () => {
    expect(page).toContain('<html lang="th">')
  })

  it('leaves the Element Timing mark to the app’s own screen, which starts the background work', () => {
    expect(page).not.toContain('elementtiming')
  })

  it('fails the build rather than ship a page without the app frame or without #root', () => {
    expect(() => firstScreenPage(TEMPLATE, '<!--$!--><template></template>', 'en')).toThrow(/app frame/)
    expect(() => firstScreenPage('<html lang="en"><body></body></html>', SCREEN, 'en')).toThrow(/#root/)
  })
})
