import { describe, expect, it } from 'vitest'
import { bucketOf, bucketRange } from '../../contract/collections/catalogue'
import { collectionTemplates, type CollectionTemplate, disallowedPlaceholders, findTemplate, renderTemplate } from '../../contract/collections/templates'
import { MARKETS } from '../../contract/market'
import { type ContactAttempt, contactRuleBroken } from '../../server/domain/staff/collections/guardrails'

const TH = MARKETS.TH
const PH = MARKETS.PH
const MIN = 60_000
const DAY = 86_400_000

function attempt(market: typeof TH, at: string, over: Partial<ContactAttempt> = {}): ContactAttempt {
  return { at: new Date(at), market, daysPastDue: 3, channel: 'call', target: 'borrower', template: undefined, disputed: false, madeToday: 0, unreachableSince: null, ...over }
}
const rule = (market: typeof TH, at: string, over: Partial<ContactAttempt> = {}) => contactRuleBroken(attempt(market, at, over))

describe("Thailand's contact window (Asia/Bangkok, UTC+7)", () => {
  it('opens at 08:00 and closes at 20:00 on a weekday', () => {
    // Wednesday 25 November 2026.
    expect(rule(TH, '2026-11-25T00:59:00Z')).toBe('outsideHours')
    expect(rule(TH, '2026-11-25T01:00:00Z')).toBeNull()
    expect(rule(TH, '2026-11-25T12:59:00Z')).toBeNull()
    expect(rule(TH, '2026-11-25T13:00:00Z')).toBe('outsideHours')
  })

  it('closes at 18:00 on a weekend and on a public holiday', () => {
    // Saturday 28 November 2026; Thursday 10 December 2026 is Constitution Day.
    expect(rule(TH, '2026-11-28T00:59:00Z')).toBe('outsideHours')
    expect(rule(TH, '2026-11-28T01:00:00Z')).toBeNull()
    expect(rule(TH, '2026-11-28T10:59:00Z')).toBeNull()
    expect(rule(TH, '2026-11-28T11:00:00Z')).toBe('outsideHours')
    expect(rule(TH, '2026-12-10T10:59:00Z')).toBeNull()
    expect(rule(TH, '2026-12-10T11:00:00Z')).toBe('outsideHours')
    expect(rule(TH, '2026-12-09T11:00:00Z')).toBeNull()
  })

  it('allows one contact a local day, however late the loan', () => {
    expect(rule(TH, '2026-11-25T05:00:00Z', { madeToday: 0 })).toBeNull()
    expect(rule(TH, '2026-11-25T05:00:00Z', { madeToday: 1 })).toBe('dailyLimit')
    expect(rule(TH, '2026-11-25T13:00:00Z', { daysPastDue: 120 })).toBe('outsideHours')
  })
})

describe("the Philippines' contact window (Asia/Manila, UTC+8)", () => {
  it('opens at 06:00 and closes at 22:00, weekends and holidays alike', () => {
    expect(rule(PH, '2026-11-24T21:59:00Z')).toBe('outsideHours')
    expect(rule(PH, '2026-11-24T22:00:00Z')).toBeNull()
    expect(rule(PH, '2026-11-25T13:59:00Z')).toBeNull()
    expect(rule(PH, '2026-11-25T14:00:00Z')).toBe('outsideHours')
    // Saturday 28 November, and Bonifacio Day, Monday 30 November 2026.
    expect(rule(PH, '2026-11-28T13:59:00Z')).toBeNull()
    expect(rule(PH, '2026-11-28T14:00:00Z')).toBe('outsideHours')
    expect(rule(PH, '2026-11-30T13:59:00Z')).toBeNull()
    expect(rule(PH, '2026-11-30T14:00:00Z')).toBe('outsideHours')
  })

  it('lifts the window only past 15 days overdue, and sets no daily number', () => {
    expect(rule(PH, '2026-11-25T15:00:00Z', { daysPastDue: 15 })).toBe('outsideHours')
    expect(rule(PH, '2026-11-25T15:00:00Z', { daysPastDue: 16 })).toBeNull()
    expect(rule(PH, '2026-11-25T05:00:00Z', { madeToday: 20 })).toBeNull()
  })
})

describe('templates', () => {
  const sms = { channel: 'sms' as const }
  it('refuses an SMS or push without a template, or with one not in the catalogue', () => {
    expect(rule(TH, '2026-11-25T05:00:00Z', sms)).toBe('templateNotAllowed')
    expect(rule(TH, '2026-11-25T05:00:00Z', { channel: 'push' })).toBe('templateNotAllowed')
    expect(rule(TH, '2026-11-25T05:00:00Z', { ...sms, template: null })).toBe('templateNotAllowed')
    expect(rule(TH, '2026-11-25T05:00:00Z', { ...sms, template: findTemplate('TH', 'payment_reminder') })).toBeNull()
  })

  it('refuses a template with an unknown placeholder, or debt details in one for an emergency contact', () => {
    const odd: CollectionTemplate = { id: 'odd', audience: 'borrower', channels: ['sms'], text: { en: 'Pay {amount} or {threat}' } }
    expect(disallowedPlaceholders(odd)).toEqual(['threat'])
    expect(rule(PH, '2026-11-25T05:00:00Z', { ...sms, template: odd })).toBe('templatePlaceholders')
    const telling: CollectionTemplate = { id: 'tell', audience: 'emergency', channels: ['sms'], text: { en: '{borrowerName} owes {amount}' } }
    expect(disallowedPlaceholders(telling)).toEqual(['amount'])
    expect(renderTemplate(odd, 'en', { amount: '฿1' })).toBeNull()
  })

  it('keeps every catalogue template within its placeholders, in each language of its market', () => {
    for (const market of [TH, PH]) {
      for (const template of collectionTemplates(market.code)) {
        expect(disallowedPlaceholders(template)).toEqual([])
        for (const locale of market.locales) expect(template.text[locale]).toBeTruthy()
      }
      const emergency = collectionTemplates(market.code).filter((t) => t.audience === 'emergency')
      expect(emergency.map((t) => t.id)).toEqual(['emergency_call_back'])
    }
  })

  it('fills every placeholder or refuses', () => {
    const template = findTemplate('PH', 'emergency_call_back')
    if (!template) throw new Error('no template')
    expect(renderTemplate(template, 'en', { contactName: 'Ana', lenderName: 'Lendco', borrowerName: 'Juan' })).toBe(
      'Hello Ana, this is Lendco. Could you please ask Juan to call us back? Thank you.',
    )
    expect(renderTemplate(template, 'en', { contactName: 'Ana' })).toBeNull()
  })
})

describe('emergency contacts and disputes', () => {
  const at = '2026-11-25T05:00:00Z'
  const callBack = findTemplate('TH', 'emergency_call_back')
  const emergency = { target: 'emergency1' as const, template: callBack }
  it('may be asked to pass on a call back only after 7 days unreachable, in both markets', () => {
    for (const market of [TH, PH]) {
      const days = market.contactHours.emergencyContactAfterDaysUnreachable
      expect(days).toBe(7)
      expect(rule(market, at, { ...emergency, unreachableSince: null })).toBe('emergencyTooEarly')
      expect(rule(market, at, { ...emergency, unreachableSince: new Date(Date.parse(at) - days * DAY + MIN) })).toBe('emergencyTooEarly')
      expect(rule(market, at, { ...emergency, unreachableSince: new Date(Date.parse(at) - days * DAY) })).toBeNull()
    }
  })

  it('hear only the call-back template, never one about the debt', () => {
    const since = new Date(Date.parse(at) - 8 * DAY)
    expect(rule(TH, at, { target: 'emergency2', unreachableSince: since })).toBe('templateNotAllowed')
    expect(rule(TH, at, { target: 'emergency2', unreachableSince: since, template: findTemplate('TH', 'payment_reminder') })).toBe('templateNotAllowed')
    expect(rule(TH, at, { target: 'borrower', template: callBack })).toBe('templateNotAllowed')
  })

  it('pauses every contact while the borrower disputes the debt', () => {
    expect(rule(TH, at, { disputed: true })).toBe('disputed')
    expect(rule(PH, at, { disputed: true, channel: 'sms', template: findTemplate('PH', 'payment_reminder') })).toBe('disputed')
  })
})

describe('buckets', () => {
  it('puts each day past due in its bucket at the edges', () => {
    expect([0, 1, 7, 8, 30, 31, 60, 61, 90, 91, 400].map(bucketOf)).toEqual([null, '1-7', '1-7', '8-30', '8-30', '31-60', '31-60', '61-90', '61-90', '90+', '90+'])
    expect(bucketRange('8-30')).toEqual({ from: 8, to: 30 })
    expect(bucketRange('90+')).toEqual({ from: 91, to: null })
  })
})
