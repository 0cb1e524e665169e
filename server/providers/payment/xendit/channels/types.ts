import type { PaymentMethod } from '../../../../../contract/payment-methods'

/**
 * What a channel's channel_properties carry: a counter code the payer's name and its expiry; a
 * wallet's checkout where to send the payer back; a virtual account the name the payer's bank
 * shows and its expiry.
 */
export type XenditChannelProperties = 'payerAndExpiry' | 'returnUrls' | 'displayNameAndExpiry'

/**
 * One market's Payments API v3 channels (docs/payments.md): the channel of each method it takes
 * through Xendit; for a method with a pick, the channel of each of the pack's choices by code (the
 * pack's e-wallets, its virtual-account banks; the method's own channel is the default choice's);
 * the counters a counter channel's code is paid at; and what each channel needs in channel_properties.
 */
export type XenditMarketChannels = {
  methods: Partial<Record<PaymentMethod, string>>
  picks?: Partial<Record<PaymentMethod, Readonly<Record<string, string>>>>
  counters?: Readonly<Record<string, readonly string[]>>
  properties?: Readonly<Record<string, XenditChannelProperties>>
}
