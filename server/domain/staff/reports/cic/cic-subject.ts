// The individual (ID) record of a borrower, from what the lender holds of them: name, sex,
// birthday, the address they gave, their mobile and e-mail, the ID they verified. What we do not
// collect (place of birth, nationality, employment) stays empty; docs/credit-file.md lists it.
import {
  CIC_ADDRESS_TYPE,
  CIC_CONTACT_TYPE,
  CIC_COUNTRY_PHILIPPINES,
  CIC_GENDER,
  CIC_ID_DOCUMENT_TYPE,
  CIC_IDENTIFICATION_TYPE,
} from '../../../../../contract/market/ph/cic/codes'
import type { CreditFileLoan } from '../credit-file-loans'
import { type CicValues, cicDate } from './cic-record'

/** `callingCode`: the market's, without the plus; CIC's contributors send mobiles in national form. */
export type CicHeader = { providerCode: string; referenceDay: string; callingCode: string }

// Particles that begin a Filipino surname ("dela Cruz", "de los Santos", "San Juan").
const SURNAME_PARTICLES = new Set(['de', 'del', 'dela', 'delos', 'la', 'los', 'san', 'santa', 'sta.', 'sto.', 'santo', 'di', 'da', 'van', 'von', 'mac', 'mc'])

/**
 * The name as CIC's first and last name. We hold one name field, so the last word is the
 * surname, with the particles before it; a one-word name is both (CIC requires both).
 */
export function splitName(fullName: string): { first: string; last: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  if (words.length <= 1) return { first: words[0] ?? '', last: words[0] ?? '' }
  let start = words.length - 1
  while (start > 1 && SURNAME_PARTICLES.has((words[start - 1] ?? '').toLowerCase())) start--
  return { first: words.slice(0, start).join(' '), last: words.slice(start).join(' ') }
}

/** CivilStatusDomain from the lender's own marriage list where it says which: 1 single, 2 married, 3 separated, 4 widowed. */
function civilStatus(marriage: string): string {
  const m = marriage.toLowerCase()
  if (/widow/.test(m)) return '4'
  if (/divorc|separat|annul/.test(m)) return '3'
  if (/married|kasal/.test(m)) return '2'
  if (/single|walang asawa/.test(m)) return '1'
  return ''
}

/** +639171234567 as Filipinos write it and CIC's contributors send it: 09171234567; another country's number stays whole. */
const nationalMobile = (e164: string, callingCode: string) => (e164.startsWith(`+${callingCode}`) ? `0${e164.slice(callingCode.length + 1)}` : e164)

function address(prefix: string, type: string, loan: CreditFileLoan): Record<string, string> {
  const [province = '', city = ''] = loan.provinceCity.split(',')
  const full = [loan.address, city, province].filter((part) => part.trim() !== '').join(', ')
  if (full === '') return {}
  // The line the borrower typed is the street and number CIC requires of a provider that is not an MFI (20-128).
  return { [`${prefix}: Address Type`]: type, [`${prefix}: FullAddress`]: full, [`${prefix}: StreetNo`]: loan.address, [`${prefix}: City`]: city, [`${prefix}: Province`]: province, [`${prefix}: Country`]: CIC_COUNTRY_PHILIPPINES }
}

function identification(loan: CreditFileLoan): Record<string, string> {
  const registration = CIC_IDENTIFICATION_TYPE[loan.idType]
  if (registration) return { 'Identification 1: Type': registration, 'Identification 1: Number': loan.identity }
  const document = CIC_ID_DOCUMENT_TYPE[loan.idType]
  if (document) return { 'ID 1: Type': document, 'ID 1: Number': loan.identity, 'ID 1: IssueCountry': CIC_COUNTRY_PHILIPPINES }
  return {}
}

/** The provider subject number: stable for a borrower across every file. */
export const subjectNo = (loan: Pick<CreditFileLoan, 'userId'>) => `B${loan.userId}`

export function cicSubject(h: CicHeader, loan: CreditFileLoan): CicValues {
  const { first, last } = splitName(loan.realName)
  return {
    'Provider Code': h.providerCode,
    'Subject Reference Date': cicDate(h.referenceDay),
    'Provider Subject No': subjectNo(loan),
    'First Name': first,
    'Last Name': last,
    Gender: CIC_GENDER[loan.sex ?? 0] ?? '',
    'Date of Birth': cicDate(loan.birthday),
    'Civil Status': civilStatus(loan.marriage),
    ...address('Address 1', CIC_ADDRESS_TYPE.main, loan),
    // CIC asks for two addresses (error 20-130); the borrower gave one, which is also where they take mail.
    ...address('Address 2', CIC_ADDRESS_TYPE.additional, loan),
    ...identification(loan),
    'Contact 1: Type': CIC_CONTACT_TYPE.mobile,
    'Contact 1: Value': nationalMobile(loan.mobile, h.callingCode),
    ...(loan.email === '' ? {} : { 'Contact 2: Type': CIC_CONTACT_TYPE.email, 'Contact 2: Value': loan.email }),
  }
}
