// A market is a folder (docs/decisions/0007-markets-as-data.md): no code outside contract/market/
// names a market, its calling code or its currency. The words to look for are read from the
// packs' profile.ts, so a new market folder is covered the day it is added.
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')
const MARKET_DIR = path.join(ROOT, 'contract/market')

/** The market codes, currencies and calling codes the packs declare, e.g. TH, THB, 66. */
export function marketWords(dir = MARKET_DIR) {
  const words = { codes: [], currencies: [], callingCodes: [] }
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const profile = path.join(dir, entry.name, 'profile.ts')
    if (!entry.isDirectory() || !fs.existsSync(profile)) continue
    const text = fs.readFileSync(profile, 'utf8')
    const field = (name) => new RegExp(`\\b${name}:\\s*'([^']+)'`).exec(text)?.[1]
    const code = field('code')
    const currency = field('currency')
    const callingCode = field('callingCode')
    if (code) words.codes.push(code)
    if (currency) words.currencies.push(currency)
    if (callingCode) words.callingCodes.push(callingCode)
  }
  return words
}

/** What a string literal names, or null: "market code TH", "calling code +66", "currency THB". */
export function namedMarketWord(value, words) {
  if (words.codes.includes(value)) return `market code ${value}`
  if (words.currencies.includes(value)) return `currency ${value}`
  // A calling code stands alone ('66'), with its plus ('+66') or starts a number ('+66812345678').
  const calling = words.callingCodes.find((c) => value === c || value === `+${c}` || (value.startsWith(`+${c}`) && /^\+\d+$/.test(value)))
  return calling ? `calling code +${calling}` : null
}

/** Where the rule does not look: the market folders themselves, and what is not production code. */
export function exempt(relative) {
  return (
    relative.startsWith('contract/market/') ||
    /^(test|bench|scripts|e2e|data|dist|dist-server|dev-dist)\//.test(relative) ||
    /\.(test|spec)\.tsx?$/.test(relative) ||
    relative.endsWith('.gen.ts') ||
    !/^(server|contract|src|backoffice)\//.test(relative)
  )
}

// The honest remaining work of issue 39, item 1: files that still branch on a market, each to
// become a slot of the market pack. A file leaves this list when its market words go; adding one
// needs a reason next to it.
export const NOT_YET_MOVED = new Set([
  // The demo lenders name their markets; the seed would read them from the demo-lender fixture.
  'server/db/seed.ts',
  // The CIC file's national mobile form: the pack's bureau-layout slot, with the CIC folder.
  'server/domain/staff/reports/cic/cic-subject.ts',
  // NCB serves Thailand only: the bureau's markets, a field of the vendor or the pack.
  'server/providers/credit-bureau/ncb-member/ncb-member-bureau.ts',
])

export const marketLiterals = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const relative = path.relative(ROOT, context.filename).split(path.sep).join('/')
    if (exempt(relative) || NOT_YET_MOVED.has(relative)) return {}
    const words = marketWords()
    const check = (node, value) => {
      const named = namedMarketWord(value, words)
      if (named) context.report({ node, message: `${named} outside contract/market/: make it a field of the market pack (issue 39)` })
    }
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value)
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? '')
      },
    }
  },
}
