import type { PaymentMethod } from '../../../../../contract/payment-methods'

/** What a channel's channel_properties carry: a counter code the payer's name and its expiry; a wallet's checkout where to send the payer back. */
export type XenditChannelProperties = 'payerAndExpiry' | 'returnUrls'

/**
 * One market's Payments API v3 channels (docs/payments.md): the channel of each method it takes
 * through Xendit, the channel of each of the pack's e-wallets by wallet code (the method's
 * channel is the default wallet's), the counters a counter channel's code is paid at, and what
 * each channel needs in channel_properties.
 */
export type XenditMarketChannels = {
  methods: Partial<Record<PaymentMethod, string>>
  wallets?: Readonly<Record<string, string>>
  counters?: Readonly<Record<string, readonly string[]>>
  properties?: Readonly<Record<string, XenditChannelProperties>>
}
