// The signed data against what the borrower typed: the card number (PCN), the name and the birthday.
// Names are compared as people type them: any case, spacing and accents (Ñ as N), the middle name
// whole, as an initial or left out, the suffix given or not.
import type { KycReason } from '../../../../contract/kyc'
import type { PhilsysSubject } from './qr-payload'

const MONTHS = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER']

/** A card's date as YYYY-MM-DD: "1990-07-04", "1990/07/04", "July 04, 1990" or "JUL 4 1990"; null for anything else. */
export function cardDate(printed: string): string | null {
  const text = printed.trim().toUpperCase()
  const numeric = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text)
  const worded = /^([A-Z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text)
  let parts: [number, number, number] | null = null
  if (numeric) parts = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])]
  else if (worded) {
    const month = MONTHS.findIndex((m) => m.startsWith(worded[1]!))
    if (month >= 0) parts = [Number(worded[3]), month + 1, Number(worded[2])]
  }
  if (!parts) return null
  const [y, m, d] = parts
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  return date.toISOString().slice(0, 10)
}

/** Letters and digits only, upper case, accents off; "?" is how the PhilID's signed text writes Ñ. */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toUpperCase()
    .replace(/\?/g, 'N')
    .replace(/[^\p{L}\p{N}]/gu, '')
}

export function namesAgree(typed: string, card: PhilsysSubject): boolean {
  const given = [card.firstName, card.middleName, card.lastName].map((n) => n.trim())
  const [first, middle, last] = given as [string, string, string]
  const middles = middle === '' ? [''] : ['', middle, middle[0]!]
  const suffixes = card.suffix.trim() === '' ? [''] : ['', card.suffix]
  const ways = middles.flatMap((m) => suffixes.flatMap((s) => [`${first} ${m} ${last} ${s}`, `${last} ${s} ${first} ${m}`, `${last} ${first} ${m} ${s}`]))
  const key = nameKey(typed)
  return key !== '' && ways.some((w) => nameKey(w) === key)
}

export type Typed = { identity: string; realName: string; birthday: string }

/**
 * Each field that disagrees, by its own reason. A 12-digit number typed is the PhilSys number (PSN),
 * which the QR code does not carry: a person compares it (document_details_mismatch).
 */
export function disagreements(typed: Typed, card: PhilsysSubject): { failed: KycReason[]; unsure: KycReason[] } {
  const failed: KycReason[] = []
  const unsure: KycReason[] = []
  const number = typed.identity.replace(/\D/g, '')
  const pcn = card.pcn.replace(/\D/g, '')
  if (number.length === 12) unsure.push('document_details_mismatch')
  else if (number !== pcn) failed.push('document_number_mismatch')
  if (!namesAgree(typed.realName, card)) failed.push('document_name_mismatch')
  const birthday = cardDate(card.birthday)
  if (birthday === null) unsure.push('document_details_mismatch')
  else if (birthday !== typed.birthday) failed.push('document_birthday_mismatch')
  return { failed, unsure: [...new Set(unsure)] }
}
