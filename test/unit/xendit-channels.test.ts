// Each market's Xendit channels (server/providers/payment/xendit/channels/) agree with its pack:
// every wallet, virtual-account bank and counter chain a borrower can pick has a channel, the method's own
// channel is the pack's default choice's, and every listed method but the sandbox's page has one.
import { describe, expect, it } from 'vitest'
import { marketPacks } from '../../contract/market'
import { xenditChannelsOf } from '../../server/providers/payment/xendit/channels'
import { xenditChannelOf } from '../../server/providers/payment/xendit/payments'

const served = marketPacks().filter((pack) => xenditChannelsOf(pack.code) !== undefined)

describe("the Xendit channels of each market's pack", () => {
  it('cover the three built-in markets', () => {
    expect(served.map((p) => p.code)).toEqual(['TH', 'PH', 'ID'])
  })

  it.each(served)('give every wallet, bank and counter chain of $code a channel, the first as the method default', (pack) => {
    const picks = [
      { method: 'ewallet', choices: pack.paymentWallets },
      { method: 'va', choices: pack.paymentBanks },
      { method: 'otc', choices: pack.paymentCounterChains },
    ] as const
    for (const { method, choices } of picks) {
      for (const choice of choices) expect(xenditChannelOf(pack.code, method, choice.code), `${method} ${choice.code}`).toMatch(/^[A-Z0-9_]+$/)
      if (choices[0]) expect(xenditChannelOf(pack.code, method)).toBe(xenditChannelOf(pack.code, method, choices[0].code))
    }
  })

  it('take every Indonesian method but the payment page, on the channels of the pages read', () => {
    const id = served.find((p) => p.code === 'ID')
    expect(id?.paymentMethods.map((m) => [m.method, xenditChannelOf('ID', m.method)])).toEqual([
      ['qr', 'QRIS'],
      ['ewallet', 'OVO'],
      ['otc', 'ALFAMART'],
      ['va', 'BCA_VIRTUAL_ACCOUNT'],
      ['page', undefined],
    ])
    const chains = xenditChannelsOf('ID')?.counters ?? {}
    expect([...(chains.ALFAMART ?? []), ...(chains.INDOMARET ?? [])]).toEqual(id?.paymentCounters)
  })
})
