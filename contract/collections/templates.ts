// The only words sent to a borrower or their emergency contacts: approved templates per market
// and language. No threats, no free text, and the emergency contacts' template asks only for a
// call back — it names no debt, amount or date (SEC MC 18 s.2019; TH Debt Collection Act B.E. 2558 s.9).
import type { Locale } from '../locales'
import { marketProfile } from '../market/profiles'
import type { MarketCode } from '../market/types'
import type { ContactChannel } from './catalogue'

export type TemplateAudience = 'borrower' | 'emergency'

export type CollectionTemplate = {
  id: string
  audience: TemplateAudience
  channels: readonly ContactChannel[]
  text: Partial<Record<Locale, string>>
}

/** What a borrower's template may fill in. */
export const BORROWER_PLACEHOLDERS = ['lenderName', 'borrowerName', 'amount', 'dueDate', 'promiseDate'] as const
/** What an emergency contact's template may: nothing about the debt. */
export const EMERGENCY_PLACEHOLDERS = ['lenderName', 'borrowerName', 'contactName'] as const
export type Placeholder = (typeof BORROWER_PLACEHOLDERS)[number] | (typeof EMERGENCY_PLACEHOLDERS)[number]

const REMINDER: CollectionTemplate = {
  id: 'payment_reminder',
  audience: 'borrower',
  channels: ['sms', 'push', 'call'],
  text: {
    en: '{lenderName}: your payment of {amount} was due on {dueDate}. Please pay in the app, or call us to agree a plan that works for you.',
    th: '{lenderName}: ยอดชำระ {amount} ครบกำหนดเมื่อ {dueDate} กรุณาชำระผ่านแอป หรือติดต่อเราเพื่อตกลงแผนการชำระที่เหมาะกับคุณ',
    fil: '{lenderName}: ang bayad mo na {amount} ay dapat noong {dueDate}. Pakibayaran sa app, o tawagan kami para makapagkasundo ng planong kaya mo.',
    zh: '{lenderName}：您应于 {dueDate} 支付的 {amount} 已到期。请在应用内还款，或致电我们商定适合您的还款计划。',
  },
}

const CALL_BACK: CollectionTemplate = {
  id: 'borrower_call_back',
  audience: 'borrower',
  channels: ['sms', 'push', 'call'],
  text: {
    en: '{lenderName}: hello {borrowerName}, please call us back about your account when it suits you.',
    th: '{lenderName}: สวัสดีคุณ {borrowerName} กรุณาติดต่อกลับเกี่ยวกับบัญชีของคุณเมื่อสะดวก',
    fil: '{lenderName}: magandang araw {borrowerName}, pakitawagan kami tungkol sa iyong account kapag maginhawa sa iyo.',
    zh: '{lenderName}：{borrowerName}您好，方便时请就您的账户给我们回电。',
  },
}

const PROMISE_NOTED: CollectionTemplate = {
  id: 'promise_noted',
  audience: 'borrower',
  channels: ['sms', 'push'],
  text: {
    en: '{lenderName}: thank you. We noted your plan to pay {amount} by {promiseDate}.',
    th: '{lenderName}: ขอบคุณค่ะ เราบันทึกว่าคุณจะชำระ {amount} ภายในวันที่ {promiseDate}',
    fil: '{lenderName}: salamat. Naitala namin na magbabayad ka ng {amount} bago o sa {promiseDate}.',
    zh: '{lenderName}：谢谢。我们已记下您将在 {promiseDate} 前支付 {amount}。',
  },
}

const EMERGENCY_CALL_BACK: CollectionTemplate = {
  id: 'emergency_call_back',
  audience: 'emergency',
  channels: ['sms', 'call'],
  text: {
    en: 'Hello {contactName}, this is {lenderName}. Could you please ask {borrowerName} to call us back? Thank you.',
    th: 'สวัสดีคุณ {contactName} ติดต่อจาก {lenderName} รบกวนช่วยแจ้งคุณ {borrowerName} ให้ติดต่อกลับด้วย ขอบคุณค่ะ',
    fil: 'Magandang araw {contactName}, ito ay ang {lenderName}. Maaari mo bang sabihan si {borrowerName} na tawagan kami? Salamat.',
    zh: '{contactName}您好，这里是 {lenderName}。能否请您转告 {borrowerName} 给我们回电？谢谢。',
  },
}

const TEMPLATES = [REMINDER, CALL_BACK, PROMISE_NOTED, EMERGENCY_CALL_BACK]

/** The templates a market's collectors pick from, in the market's languages. */
export function collectionTemplates(market: MarketCode): readonly CollectionTemplate[] {
  const { locales } = marketProfile(market)
  return TEMPLATES.map((t) => withLocales(t, locales))
}

function withLocales(template: CollectionTemplate, locales: readonly Locale[]): CollectionTemplate {
  return { ...template, text: Object.fromEntries(locales.map((l) => [l, template.text[l]])) }
}

export function findTemplate(market: MarketCode, id: string): CollectionTemplate | null {
  return collectionTemplates(market).find((t) => t.id === id) ?? null
}

/** The names inside `{…}` in a text. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] ?? '')
}

/** Placeholders the template's audience may not use: unknown ones, or debt details for an emergency contact. */
export function disallowedPlaceholders(template: Pick<CollectionTemplate, 'audience' | 'text'>): string[] {
  const allowed: readonly string[] = template.audience === 'emergency' ? EMERGENCY_PLACEHOLDERS : BORROWER_PLACEHOLDERS
  const used = Object.values(template.text).flatMap((text) => placeholdersOf(text ?? ''))
  return [...new Set(used.filter((name) => !allowed.includes(name)))]
}

/** The text with its placeholders filled; null when a placeholder is not allowed or has no value. */
export function renderTemplate(template: CollectionTemplate, locale: Locale, values: Partial<Record<Placeholder, string>>): string | null {
  if (disallowedPlaceholders(template).length > 0) return null
  const text = template.text[locale] ?? template.text.en
  if (text === undefined) return null
  let missing = false
  const filled = text.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    const value = values[name as Placeholder]
    if (value === undefined) missing = true
    return value ?? ''
  })
  return missing ? null : filled
}
