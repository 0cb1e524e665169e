// The Xendit payout adapter sends an Indonesian payout on the ID_ channel of its bank or wallet
// (server/providers/payout/xendit/indonesia-channels.ts), a wallet to the national mobile number,
// and keeps a Thai bank of the same three digits apart by the currency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { xenditPayouts } from '../../server/providers/payout/xendit/payouts'
import type { PayoutRequest } from '../../server/providers/payout/port'
import { startXenditSimulator, type XenditSimulator } from '../support/xendit-simulator'

let sim: XenditSimulator
beforeAll(async () => {
  sim = await startXenditSimulator()
})
afterAll(async () => {
  await sim.close()
})

let n = 0
const request = (over: Partial<PayoutRequest>): PayoutRequest => ({
  idempotencyKey: `payout-id-${++n}`,
  disbursementId: n,
  amountMinor: 1_500_000,
  amount: 1_500_000,
  currency: 'IDR',
  bankName: '014',
  cardNo: '1234567890',
  accountHolderName: 'Budi Santoso',
  ...over,
})
const send = (r: PayoutRequest) => xenditPayouts({ baseUrl: sim.url, secretKey: sim.secretKey }).submit(r, new AbortController().signal)
const sent = (r: PayoutRequest) => sim.payouts.find((p) => p.reference_id === r.idempotencyKey)

describe('an Indonesian payout through Xendit', () => {
  it('goes to BCA on ID_BCA in rupiah, and 014 in baht to Siam Commercial Bank', async () => {
    const bca = request({})
    await send(bca)
    expect(sent(bca)).toMatchObject({ channel_code: 'ID_BCA', currency: 'IDR', amount: 1_500_000, account_number: '1234567890' })
    const scb = request({ currency: 'THB', amount: 5_000, amountMinor: 5_000_00 })
    await send(scb)
    expect(sent(scb)).toMatchObject({ channel_code: 'TH_SCB', currency: 'THB' })
  })

  it('pays an OVO wallet to the mobile number in national form', async () => {
    const ovo = request({ bankName: 'OVO', cardNo: '+6281234567890' })
    await send(ovo)
    expect(sent(ovo)).toMatchObject({ channel_code: 'ID_OVO', account_number: '081234567890' })
  })

  it('keeps a bank without a known channel waiting, sending nothing', async () => {
    const ocbc = request({ bankName: '028' })
    await expect(send(ocbc)).rejects.toThrow('CHANNEL_NOT_MAPPED')
    expect(sent(ocbc)).toBeUndefined()
  })
})
