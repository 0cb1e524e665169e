// The collection templates of a market, in its languages: the definitions and their rules are
// contract/collections/templates.ts, the words the server's catalogs.
import { type CollectionTemplate, TEMPLATE_DEFINITIONS } from '../../../../contract/collections/templates'
import type { MarketProfile } from '../../../../contract/market/types'
import { unfilled } from '../../../i18n'

type Market = Pick<MarketProfile, 'locales'>

export function collectionTemplates(market: Market): CollectionTemplate[] {
  return TEMPLATE_DEFINITIONS.map(({ message, ...template }) => ({ ...template, text: Object.fromEntries(market.locales.map((locale) => [locale, unfilled(locale, message)])) }))
}

export function findTemplate(market: Market, id: string): CollectionTemplate | null {
  return collectionTemplates(market).find((t) => t.id === id) ?? null
}
