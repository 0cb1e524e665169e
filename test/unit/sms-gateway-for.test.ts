import { describe, expect, it } from 'vitest'
import { DEMO_MARKETS } from '../support/demo-markets'
import { MARKETS } from '../../contract/market'
import { gatewayFor } from '../../server/providers/sms/sms-for'

describe('the SMS gateway a number goes through', () => {
  it('is the one its market pack names: ThaiBulkSMS for +66, Semaphore for +63', () => {
    expect(gatewayFor('+66812345678')).toBe('thaibulksms')
    expect(gatewayFor('+639171234567')).toBe('semaphore')
    for (const { market } of DEMO_MARKETS) expect(gatewayFor(`+${MARKETS[market].callingCode}900000000`)).toBe(MARKETS[market].smsGateway ?? 'none')
  })

  it('is none for a number of no market served, so nothing is sent', () => {
    expect(gatewayFor('+12025550123')).toBe('none')
    expect(gatewayFor('0812345678')).toBe('none')
  })

  it("is none for a market whose pack names no gateway yet (Indonesia), never another country's", () => {
    expect(gatewayFor('+6281234567890')).toBe('none')
    expect(gatewayFor('+62812', [{ callingCode: '62', smsGateway: null }])).toBe('none')
  })

  it('follows a new pack without a code change', () => {
    expect(gatewayFor('+999123', [{ callingCode: '999', smsGateway: 'semaphore' }])).toBe('semaphore')
  })
})
