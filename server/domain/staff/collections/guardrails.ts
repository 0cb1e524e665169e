// The rules a collections contact must pass, checked by the server before anything is sent or
// logged as made: an agent's good will is not a control. Pure, so each edge of each market's
// window is tested directly (test/unit/collections-guardrails.test.ts); the numbers come from the
// market packs (contract/market/{th,ph}/contact-hours.ts).
import type { ContactChannel, ContactRule, ContactTarget } from '../../../../contract/collections/catalogue'
import { contactRefusal } from '../../../../contract/market/contact-hours'
import type { MarketPack } from '../../../../contract/market/types'
import { type CollectionTemplate, disallowedPlaceholders } from '../../../../contract/collections/templates'

const DAY_MS = 86_400_000

export type ContactAttempt = {
  at: Date
  market: Pick<MarketPack, 'timeZone' | 'contactHours'>
  daysPastDue: number
  channel: ContactChannel
  target: ContactTarget
  /** The template asked for: undefined when none was named, null when the name is not in the catalogue. */
  template: CollectionTemplate | null | undefined
  /** An open dispute on the loan. */
  disputed: boolean
  /** Contacts made (not refused) about this borrower's debt on the borrower's local day so far. */
  madeToday: number
  /** The first unanswered attempt since the borrower was last reached; null when reached since or never tried. */
  unreachableSince: Date | null
}

/** Null when the contact may go ahead, else the first rule that refuses it. */
export function contactRuleBroken(a: ContactAttempt): ContactRule | null {
  if (a.disputed) return 'disputed'
  const templateRule = templateRuleBroken(a)
  if (templateRule) return templateRule
  if (a.target !== 'borrower') {
    const waitMs = a.market.contactHours.emergencyContactAfterDaysUnreachable * DAY_MS
    if (a.unreachableSince === null || a.at.getTime() - a.unreachableSince.getTime() < waitMs) return 'emergencyTooEarly'
  }
  // No borrower's agreement to contacts outside the window is recorded anywhere, so none is assumed.
  return contactRefusal(a.market, { at: a.at, daysPastDue: a.daysPastDue, agreed: false, contactsToday: a.madeToday })
}

/**
 * A written message (SMS, push) and anything said to an emergency contact come only from the
 * catalogue, for the right audience and channel; a call to the borrower may be logged without one.
 */
function templateRuleBroken(a: ContactAttempt): ContactRule | null {
  const needsTemplate = a.channel !== 'call' || a.target !== 'borrower'
  if (a.template === undefined) return needsTemplate ? 'templateNotAllowed' : null
  if (a.template === null) return 'templateNotAllowed'
  const audience = a.target === 'borrower' ? 'borrower' : 'emergency'
  if (a.template.audience !== audience || !a.template.channels.includes(a.channel)) return 'templateNotAllowed'
  if (disallowedPlaceholders(a.template).length > 0) return 'templatePlaceholders'
  return null
}
