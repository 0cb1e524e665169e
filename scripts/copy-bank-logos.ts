// Copies the logo of every bank in TH_BANKS from the banks-logo package to
// public/bank-logos/<code>.svg, with the package's licence beside them.
// The copies are committed; run `tsx scripts/copy-bank-logos.ts` after changing TH_BANKS.

import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TH_BANKS } from '../contract/market/th/banks'

// The package names its files by each bank's short name; we serve them by bank code.
// Most of its logos are a white mark drawn for the bank's brand colour (the colours
// of Omise's banks.json, where the drawings come from), so that colour is painted in
// behind the mark; ttb's logo is already in colour and keeps a clear background.
const SOURCE: Record<string, { file: string; background?: string }> = {
  '002': { file: 'bbl', background: '#1e4598' },
  '004': { file: 'kbank', background: '#138f2d' },
  '006': { file: 'ktb', background: '#1ba5e1' },
  '011': { file: 'ttb' },
  '014': { file: 'scb', background: '#4e2e7f' },
  '017': { file: 'citi', background: '#1583c7' },
  '018': { file: 'smbc', background: '#a0d235' },
  '020': { file: 'sc', background: '#0f6ea1' },
  '022': { file: 'cimb', background: '#7e2f36' },
  '024': { file: 'uob', background: '#0b3979' },
  '025': { file: 'bay', background: '#fec43b' },
  '026': { file: 'mega', background: '#815e3b' },
  '027': { file: 'boa', background: '#e11e3c' },
  '030': { file: 'gsb', background: '#eb198d' },
  '031': { file: 'hsbc', background: '#fd0d1b' },
  '033': { file: 'ghb', background: '#f57d23' },
  '034': { file: 'baac', background: '#4b9b1d' },
  '039': { file: 'mb', background: '#150b78' },
  '066': { file: 'ibank', background: '#184615' },
  '067': { file: 'tisco', background: '#12549f' },
  '069': { file: 'kk', background: '#199cc5' },
  '070': { file: 'icbc', background: '#c50f1c' },
  '071': { file: 'tcrb', background: '#0a4ab3' },
  '073': { file: 'lhb', background: '#6d6e71' },
}

const packageDir = dirname(createRequire(import.meta.url).resolve('banks-logo/package.json'))
const target = fileURLToPath(new URL('../public/bank-logos/', import.meta.url))

mkdirSync(target, { recursive: true })
for (const { code, name } of TH_BANKS) {
  const source = SOURCE[code]
  if (source === undefined) throw new Error(`no logo known for ${code} ${name}: add it to SOURCE`)
  const svg = readFileSync(join(packageDir, 'th', `${source.file}.svg`), 'utf8')
  writeFileSync(join(target, `${code}.svg`), source.background ? onBackground(svg, source.background) : svg)
}
copyFileSync(join(packageDir, 'LICENSE'), join(target, 'LICENSE'))
console.log(`copied ${TH_BANKS.length} bank logos to ${target}`)

function onBackground(svg: string, colour: string): string {
  const open = /<svg\b[^>]*>/.exec(svg)?.[0]
  const viewBox = open && /viewBox="([^"]+)"/.exec(open)?.[1]
  if (!open || !viewBox) throw new Error('logo has no viewBox to paint a background into')
  const [x, y, width, height] = viewBox.trim().split(/[\s,]+/)
  return svg.replace(open, `${open}<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${colour}"/>`)
}
