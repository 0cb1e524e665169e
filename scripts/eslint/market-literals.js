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

export const marketLiterals = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const relative = path.relative(ROOT, context.filename).split(path.sep).join('/')
    if (exempt(relative)) return {}
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
