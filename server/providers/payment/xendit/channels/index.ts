// Xendit's payment channels of each market, one file a market beside this one (./<code>.ts),
// found by the market's code. Vendor data lives here, by the vendor's adapter, and not in the
// market pack: contract/ names no vendor, and a market another provider serves needs no file.
// A market without a line here is one Xendit takes no payments in.
import type { MarketCode } from '../../../../../contract/market/types'
import { ID_XENDIT_CHANNELS } from './id'
import { PH_XENDIT_CHANNELS } from './ph'
import { TH_XENDIT_CHANNELS } from './th'
import type { XenditMarketChannels } from './types'

const BY_MARKET: Readonly<Record<MarketCode, XenditMarketChannels>> = { TH: TH_XENDIT_CHANNELS, PH: PH_XENDIT_CHANNELS, ID: ID_XENDIT_CHANNELS }

export function xenditChannelsOf(market: MarketCode): XenditMarketChannels | undefined {
  return BY_MARKET[market]
}
