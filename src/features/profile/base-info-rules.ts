import type { UserInfo } from '../../../contract/schemas/accounts'
import type { MarketProfile } from '../../../contract/market/types'
import { FACEBOOK_MAX, isTooLong, LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../../../contract/text-limits'
import { emailProblem } from '../../../contract/validation'
import { comparable, type PhoneFieldProblem, type PhoneRules, phoneProblem } from '../../ui/phone-rules'
import type { Submission } from '../../offline/outbox-paths'
import { type BankProblem, type BankValues, bankChanged, bankSubmission, validateBank } from './bank-rules'
import type { BankOption } from './config-lists'

export type BaseInfoValues = BankValues & {
  email: string
  education: string
  province: string
  city: string
  address: string
  facebook: string
  contact1Name: string
  contact1Relation: string
  contact1Mobile: string
  contact2Name: string
  contact2Relation: string
  contact2Mobile: string
}
export type BaseInfoField = keyof BaseInfoValues
export type BaseInfoProblem = BankProblem | 'textTooLong' | 'email' | Exclude<PhoneFieldProblem, 'required'> | 'samePhone' | 'ownPhone'

const REQUIRED: readonly BaseInfoField[] = [
  'email',
  'education',
  'province',
  'city',
  'address',
  'contact1Name',
  'contact1Relation',
  'contact1Mobile',
  'contact2Name',
  'contact2Relation',
  'contact2Mobile',
]

/** The longest each text field may be, as the server takes it (an email's length is the email check's). */
const LONGEST: Partial<Record<BaseInfoField, number>> = {
  address: LONG_TEXT_MAX,
  facebook: FACEBOOK_MAX,
  contact1Name: SHORT_TEXT_MAX,
  contact2Name: SHORT_TEXT_MAX,
}

/** `shown`: how a stored number (E.164) is put in its field, the national form once the phone rules are here. */
export function baseInfoFromUser(user: UserInfo, shown: (stored: string) => string = (stored) => stored): BaseInfoValues {
  const [province = '', city = ''] = user.provinceCity?.split(',') ?? []
  const [first, second] = user.emergencyContacts
  return {
    email: user.email ?? '',
    education: user.education ?? '',
    province,
    city,
    address: user.address ?? '',
    facebook: user.facebook ?? '',
    contact1Name: first?.name ?? '',
    contact1Relation: first?.relation ?? '',
    contact1Mobile: shown(first?.mobile ?? ''),
    contact2Name: second?.name ?? '',
    contact2Relation: second?.relation ?? '',
    contact2Mobile: shown(second?.mobile ?? ''),
    bankName: user.bankName ?? '',
    cardNo: shown(user.cardNo ?? ''),
  }
}

/**
 * Contacts are people the borrower names: two different mobile numbers of the market, neither the
 * borrower's own (compared in E.164, however each was typed). `rules` null: still loading, the
 * server checks the numbers then.
 */
export function validateBaseInfo(
  v: BaseInfoValues,
  ownMobile: string,
  banks: readonly BankOption[],
  rules: PhoneRules | null,
  marketProfile: Pick<MarketProfile, 'code' | 'idTypes'>,
): Partial<Record<BaseInfoField, BaseInfoProblem>> {
  const market = marketProfile.code
  const problems: Partial<Record<BaseInfoField, BaseInfoProblem>> = validateBank(v, banks, rules, marketProfile)
  for (const field of REQUIRED) if (v[field].trim() === '') problems[field] = 'required'
  for (const [field, max] of Object.entries(LONGEST) as [BaseInfoField, number][]) if (!problems[field] && isTooLong(v[field], max)) problems[field] = 'textTooLong'
  if (!problems.email) {
    const email = emailProblem(v.email.trim())
    if (email) problems.email = email === 'tooLong' ? 'textTooLong' : 'email'
  }
  for (const field of ['contact1Mobile', 'contact2Mobile'] as const) {
    if (problems[field]) continue
    const phone = phoneProblem(rules, v[field], market)
    if (phone && phone !== 'required') problems[field] = phone
    else if (comparable(rules, v[field], market) === ownMobile) problems[field] = 'ownPhone'
  }
  const same = comparable(rules, v.contact2Mobile, market) === comparable(rules, v.contact1Mobile, market)
  if (!problems.contact2Mobile && same) problems.contact2Mobile = 'samePhone'
  return problems
}

/** The personal details, the contacts, and the bank account when it changed. */
export function baseInfoSubmissions(
  v: BaseInfoValues,
  user: UserInfo,
  banks: readonly BankOption[],
  rules: PhoneRules | null,
  market: Pick<MarketProfile, 'code' | 'idTypes'>,
): Submission[] {
  const facebook = v.facebook.trim()
  const submissions: Submission[] = [
    {
      path: '/user/update',
      body: {
        email: v.email.trim(),
        education: v.education,
        provinceCity: `${v.province},${v.city}`,
        address: v.address.trim(),
        ...(facebook === '' ? {} : { facebook }),
      },
    },
    {
      path: '/user/updateEmergency',
      body: {
        contacts: [
          { name: v.contact1Name.trim(), relation: v.contact1Relation, mobile: v.contact1Mobile },
          { name: v.contact2Name.trim(), relation: v.contact2Relation, mobile: v.contact2Mobile },
        ],
      },
    },
  ]
  return bankChanged(v, user, banks, rules, market) ? [...submissions, bankSubmission(v, banks, rules, market)] : submissions
}

/** Which field shows what the server said about a request field. */
export function baseInfoFieldOf(requestField: string): BaseInfoField | null {
  if (requestField === 'provinceCity') return 'province'
  if (requestField === 'contacts') return 'contact1Mobile'
  // The server names a contact's field by its place: "contacts.1.mobile" is the second contact's number.
  const contact = /^contacts\.([01])\.(name|relation|mobile)$/.exec(requestField)
  if (contact) {
    const [, index = '0', part = 'mobile'] = contact
    return `contact${Number(index) + 1}${part.charAt(0).toUpperCase()}${part.slice(1)}` as BaseInfoField
  }
  const fields: readonly string[] = ['email', 'education', 'address', 'facebook', 'bankName', 'cardNo']
  return fields.includes(requestField) ? (requestField as BaseInfoField) : null
}
