// Writes public/bank-logos/<code>.svg for every payout channel that has no logo package:
// the Philippine and Indonesian banks and e-wallets, and PromptPay (Indonesia's as ID-<code>.svg,
// since its banks' codes are Thai ones too). No package ships them, and a bank's mark
// is its trademark, so each gets a plain badge instead: its initials in white on a colour
// near the one it is known by. The files are committed; run `tsx scripts/make-monogram-logos.ts`
// after adding a channel. The Thai banks' real logos come from scripts/copy-bank-logos.ts.

import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MARKETS } from '../contract/market'
import { TH_BANKS } from '../contract/market/th/banks'

// Colours are darkened where the brand's own is too light to carry white letters.
const MONOGRAM: Record<string, { letters: string; colour: string }> = {
  PROMPTPAY: { letters: 'PP', colour: '#003d6a' },
  PH_BDO: { letters: 'BDO', colour: '#0033a0' },
  PH_BPI: { letters: 'BPI', colour: '#a6192e' },
  PH_MET: { letters: 'MB', colour: '#003b7a' },
  PH_LBP: { letters: 'LBP', colour: '#00703c' },
  PH_PNB: { letters: 'PNB', colour: '#1d3c78' },
  PH_SEC: { letters: 'SBC', colour: '#00457c' },
  PH_UBP: { letters: 'UB', colour: '#c25400' },
  PH_RCBC: { letters: 'RCBC', colour: '#00529b' },
  PH_CBC: { letters: 'CB', colour: '#b5121b' },
  PH_EWB: { letters: 'EW', colour: '#5b2a86' },
  PH_PSB: { letters: 'PS', colour: '#003da5' },
  PH_AUB: { letters: 'AUB', colour: '#8a1538' },
  PH_CIMB: { letters: 'CIMB', colour: '#b3131b' },
  PH_GOTYME: { letters: 'GT', colour: '#00777a' },
  PH_MAYA: { letters: 'MYB', colour: '#007a45' },
  PH_SEA: { letters: 'SEA', colour: '#c4411f' },
  PH_GCASH: { letters: 'GC', colour: '#005ce6' },
  PH_PAYMAYA: { letters: 'MY', colour: '#007a45' },
  'ID-002': { letters: 'BRI', colour: '#00529c' },
  'ID-008': { letters: 'MDR', colour: '#003d79' },
  'ID-009': { letters: 'BNI', colour: '#006a70' },
  'ID-011': { letters: 'DN', colour: '#c25400' },
  'ID-013': { letters: 'PB', colour: '#1f6e43' },
  'ID-014': { letters: 'BCA', colour: '#0060af' },
  'ID-016': { letters: 'MB', colour: '#7a6000' },
  'ID-019': { letters: 'PN', colour: '#00529b' },
  'ID-022': { letters: 'CIMB', colour: '#b3131b' },
  'ID-028': { letters: 'OCBC', colour: '#a50d26' },
  'ID-200': { letters: 'BTN', colour: '#003f8a' },
  'ID-213': { letters: 'SMBC', colour: '#004b3a' },
  'ID-426': { letters: 'MEGA', colour: '#8a5a00' },
  'ID-441': { letters: 'KB', colour: '#6e5800' },
  'ID-451': { letters: 'BSI', colour: '#00796b' },
  'ID-535': { letters: 'SEA', colour: '#c4411f' },
  'ID-542': { letters: 'JG', colour: '#7a5c00' },
  'ID-OVO': { letters: 'OVO', colour: '#4c2a86' },
  'ID-DANA': { letters: 'DANA', colour: '#0b63c5' },
  'ID-GOPAY': { letters: 'GP', colour: '#00799a' },
  'ID-SHOPEEPAY': { letters: 'SP', colour: '#c2411d' },
  'ID-LINKAJA': { letters: 'LA', colour: '#c8102e' },
}

const FONT_SIZE: Record<number, number> = { 2: 26, 3: 21, 4: 16 }

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function monogram(name: string, { letters, colour }: { letters: string; colour: string }): string {
  const size = FONT_SIZE[letters.length]
  if (size === undefined) throw new Error(`"${letters}" for ${name}: use 2 to 4 letters`)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img">` +
    `<title>${escape(name)}</title>` +
    `<rect width="64" height="64" rx="14" fill="${colour}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" fill="#fff" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}">${letters}</text>` +
    `</svg>\n`
  )
}

// By file, not code: a Thai bank and an Indonesian one can share three digits.
const copied = new Set(TH_BANKS.map((bank) => bank.logo))
const target = fileURLToPath(new URL('../public/bank-logos/', import.meta.url))
mkdirSync(target, { recursive: true })

let written = 0
for (const market of Object.values(MARKETS)) {
  for (const { code, name, logo } of market.payoutChannels) {
    if (copied.has(logo)) continue
    const file = logo.replace(/^\/bank-logos\//, '')
    const badge = MONOGRAM[file.replace(/\.svg$/, '')]
    if (badge === undefined) throw new Error(`no monogram for ${code} ${name}: add it to MONOGRAM`)
    writeFileSync(join(target, file), monogram(name, badge))
    written++
  }
}
console.log(`wrote ${written} monogram logos to ${target}`)
