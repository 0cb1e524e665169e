// The only words sent to a borrower or their emergency contacts: approved templates per market
// and language. No threats, no free text, and the emergency contacts' template asks only for a
// call back — it names no debt, amount or date (SEC MC 18 s.2019; TH Debt Collection Act B.E. 2558 s.9).
import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from '../locales'
import type { ContactChannel } from './catalogue'

export type TemplateAudience = 'borrower' | 'emergency'

export type CollectionTemplate = {
  id: string
  audience: TemplateAudience
  channels: readonly ContactChannel[]
  /** In the languages of the template's market, placeholders as `{name}`. */
  text: Partial<Record<Locale, string>>
}

/** A template as written: its words are a message of the server's catalogs, said in each language of a market. */
export type TemplateDefinition = Omit<CollectionTemplate, 'text'> & { message: MessageDescriptor }

/** What a borrower's template may fill in. */
export const BORROWER_PLACEHOLDERS = ['lenderName', 'borrowerName', 'amount', 'dueDate', 'promiseDate'] as const
/** What an emergency contact's template may: nothing about the debt. */
export const EMERGENCY_PLACEHOLDERS = ['lenderName', 'borrowerName', 'contactName'] as const
export type Placeholder = (typeof BORROWER_PLACEHOLDERS)[number] | (typeof EMERGENCY_PLACEHOLDERS)[number]

const REMINDER: TemplateDefinition = {
  id: 'payment_reminder',
  audience: 'borrower',
  channels: ['sms', 'push', 'call'],
  message: /*i18n*/ { id: 'collections.payment_reminder', message: '{lenderName}: your payment of {amount} was due on {dueDate}. Please pay in the app, or call us to agree a plan that works for you.' },
}

const CALL_BACK: TemplateDefinition = {
  id: 'borrower_call_back',
  audience: 'borrower',
  channels: ['sms', 'push', 'call'],
  message: /*i18n*/ { id: 'collections.borrower_call_back', message: '{lenderName}: hello {borrowerName}, please call us back about your account when it suits you.' },
}

const PROMISE_NOTED: TemplateDefinition = {
  id: 'promise_noted',
  audience: 'borrower',
  channels: ['sms', 'push'],
  message: /*i18n*/ { id: 'collections.promise_noted', message: '{lenderName}: thank you. We noted your plan to pay {amount} by {promiseDate}.' },
}

const EMERGENCY_CALL_BACK: TemplateDefinition = {
  id: 'emergency_call_back',
  audience: 'emergency',
  channels: ['sms', 'call'],
  message: /*i18n*/ { id: 'collections.emergency_call_back', message: 'Hello {contactName}, this is {lenderName}. Could you please ask {borrowerName} to call us back? Thank you.' },
}

/** Every template, in the server's catalogs (server/locales/*.po); server/domain/staff/collections/templates.ts reads them in a market's languages. */
export const TEMPLATE_DEFINITIONS: readonly TemplateDefinition[] = [REMINDER, CALL_BACK, PROMISE_NOTED, EMERGENCY_CALL_BACK]

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
