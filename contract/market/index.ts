// The market this build serves out of the box. A lender elsewhere swaps the
// banks, regions and rules here, in one place; its own configuration can still
// replace the bank and region lists at run time (BANK_LIST, REGION_LIST).

import { TH_RULES, type MarketRules } from '../market-rules'
import { TH_BANKS, type Bank } from './th-banks'
import { TH_REGIONS, type Region } from './th-regions'

export type { Bank, Region }

export type Market = {
  /** ISO 3166-1 alpha-2. */
  code: string
  /** ISO 4217. */
  currency: string
  banks: readonly Bank[]
  regions: readonly Region[]
  rules: MarketRules
}

export const DEFAULT_MARKET: Market = {
  code: 'TH',
  currency: 'THB',
  banks: TH_BANKS,
  regions: TH_REGIONS,
  rules: TH_RULES,
}
