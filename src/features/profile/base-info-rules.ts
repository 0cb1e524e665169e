import type { UserInfo } from '../../../contract/schemas/accounts'
import { isEmail, isPhone } from '../../../contract/validation'
import type { Submission } from '../../offline/outbox'
import { type BankValues, bankSubmission, validateBank } from './bank-rules'

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
export type BaseInfoProblem = 'required' | 'email' | 'phone' | 'samePhone' | 'ownPhone' | 'accountNumber'

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

export function baseInfoFromUser(user: UserInfo): BaseInfoValues {
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
    contact1Mobile: first?.mobile ?? '',
    contact2Name: second?.name ?? '',
    contact2Relation: second?.relation ?? '',
    contact2Mobile: second?.mobile ?? '',
    bankName: user.bankName ?? '',
    cardNo: user.cardNo ?? '',
  }
}

/** Contacts are people the borrower names: two different numbers, neither the borrower's own. */
export function validateBaseInfo(v: BaseInfoValues, ownMobile: string): Partial<Record<BaseInfoField, BaseInfoProblem>> {
  const problems: Partial<Record<BaseInfoField, BaseInfoProblem>> = validateBank(v)
  for (const field of REQUIRED) if (v[field].trim() === '') problems[field] = 'required'
  if (!problems.email && !isEmail(v.email.trim())) problems.email = 'email'
  for (const field of ['contact1Mobile', 'contact2Mobile'] as const) {
    if (problems[field]) continue
    if (!isPhone(v[field])) problems[field] = 'phone'
    else if (v[field] === ownMobile) problems[field] = 'ownPhone'
  }
  if (!problems.contact2Mobile && v.contact2Mobile === v.contact1Mobile) problems.contact2Mobile = 'samePhone'
  return problems
}

/** The personal details, the contacts, and the bank account when it changed. */
export function baseInfoSubmissions(v: BaseInfoValues, user: UserInfo): Submission[] {
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
  return v.bankName === user.bankName && v.cardNo === user.cardNo ? submissions : [...submissions, bankSubmission(v)]
}

/** Which field shows what the server said about a request field. */
export function baseInfoFieldOf(requestField: string): BaseInfoField | null {
  if (requestField === 'provinceCity') return 'province'
  if (requestField === 'contacts') return 'contact1Mobile'
  const fields: readonly string[] = ['email', 'education', 'address', 'facebook', 'bankName', 'cardNo']
  return fields.includes(requestField) ? (requestField as BaseInfoField) : null
}
