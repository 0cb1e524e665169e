import { sql } from 'drizzle-orm'
import { HOLD_REASONS, type HoldReason } from '../../../contract/hold-reasons'
import { type ConsentPurpose, ROLES, type Role } from '../../../contract/consents'
import type { EmergencyContact, Kyc, UserInfo } from '../../../contract/schemas/accounts'
import { KYC_REASONS, KYC_STATUSES, type KycReason, type KycStatus, retakeFor } from '../../../contract/kyc'
import { toMajor } from '../../../contract/money'
import { marketOfCompany } from '../markets/company-market'
import type { Db } from '../../db/client'
import { consents, emergencyContacts, orders, sessions, users } from '../../db/schema'
import { creditPolicyOf, heldCreditRows } from '../money/credit'
import { MAX_PIN_FAILURES } from '../money/withdraw-pin'
import type { UserRow } from '../profile/user-row'
import { readWithSession, type SessionClaim, sessionStatement } from './sessions'

const done = (complete: boolean) => (complete ? 1 : 0)

function holdOf(reason: string | null): UserInfo['hold'] {
  if (reason === null) return null
  return { reason: (HOLD_REASONS as readonly string[]).includes(reason) ? (reason as HoldReason) : 'account_security_check' }
}

function kycOf(row: UserRow): Kyc {
  const status = (KYC_STATUSES as readonly string[]).includes(row.kycStatus) ? (row.kycStatus as KycStatus) : 'review'
  const reasons = row.kycReasons.filter((r): r is KycReason => (KYC_REASONS as readonly string[]).includes(r))
  // A reused photo is for staff to weigh, not a hint for whoever reused it.
  const shown = reasons.filter((r) => r !== 'photo_reused')
  return { status, reasons: shown, retake: status === 'verified' ? [] : retakeFor(shown) }
}

/** The one place a users row becomes the wire's user. */
/** `digits`: the borrower's market's currency's, for the income and expenses. */
export function toUserInfo(row: UserRow, contacts: EmergencyContact[], lastOrderId: number | null, consents: ConsentPurpose[], digits: number): UserInfo {
  const basicComplete = [row.email, row.education, row.provinceCity, row.address].every((v) => v !== null) && contacts.length === 2
  const identityImages = [row.identityFrontKey, row.identityBackKey, row.identityHandKey].every((k) => k !== null)
  return {
    mobile: row.mobile,
    role: (ROLES as readonly string[]).includes(row.role ?? '') ? (row.role as Role) : null,
    realName: row.realName,
    idType: row.idType,
    identity: row.identity,
    sex: row.sex === 1 || row.sex === 2 ? row.sex : null,
    birthday: row.birthday,
    marriage: row.marriage,
    email: row.email,
    facebook: row.facebook,
    education: row.education,
    provinceCity: row.provinceCity,
    address: row.address,
    bankName: row.bankName,
    cardNo: row.cardNo,
    job: row.job,
    monthlyIncome: row.monthlyIncomeMinor === null ? null : toMajor(row.monthlyIncomeMinor, digits),
    expenses: row.expensesMinor === null ? null : toMajor(row.expensesMinor, digits),
    loanPurpose: row.loanPurpose,
    loanBefore: row.loanBefore,
    guarantee: row.guarantee,
    creditScore: row.creditScore,
    signatureImg: row.signatureKey === null ? null : `/jackey/files/${row.signatureKey}`,
    lastOrderId,
    hasWithdrawPin: row.withdrawPinHash !== null,
    withdrawPinLocked: row.withdrawPinFailures >= MAX_PIN_FAILURES,
    hold: holdOf(row.holdReason),
    emergencyContacts: contacts,
    identityImages,
    kyc: kycOf(row),
    userQualificationView: {
      identity: done(row.identityVerified),
      basicInformation: done(basicComplete),
      bankCard: done(row.bankName !== null && row.cardNo !== null),
    },
    consents,
  }
}

/**
 * /user/info, called on every screen the app opens, in one round trip: the session
 * (sessionStatement) with its borrower's row, contacts (as contactsOf reads them), latest order,
 * standing consents (withdrawn ones left out, in the order given) and the credit held on all their
 * orders (heldCreditRows).
 */
const userInfoRead = sessionStatement('session_user_info', (db) => ({
  row: users,
  contacts: sql<EmergencyContact[]>`(select coalesce(json_agg(json_build_object('name', ${emergencyContacts.name}, 'relation', ${emergencyContacts.relation}, 'mobile', ${emergencyContacts.mobile}) order by ${emergencyContacts.position}), '[]'::json) from ${emergencyContacts} where ${emergencyContacts.userId} = ${sessions.userId})`,
  lastOrderId: sql<number | null>`(select ${orders.id} from ${orders} where ${orders.userId} = ${sessions.userId} order by ${orders.id} desc limit 1)`,
  consents: sql<ConsentPurpose[]>`(select coalesce(json_agg(${consents.purpose} order by ${consents.id}), '[]'::json) from ${consents} where ${consents.userId} = ${sessions.userId} and ${consents.withdrawnAt} is null)`,
  creditMinor: sql<string | number | null>`(select sum(held) from (${heldCreditRows(db, sessions.userId)}) credits where held > 0)`,
}))

export async function userInfoOfSession(db: Db, claim: SessionClaim): Promise<UserInfo> {
  const { row: found } = await readWithSession(db, userInfoRead, claim)
  const digits = (await marketOfCompany(db, found.row.companyId)).minorDigits
  const info = toUserInfo(found.row, found.contacts, found.lastOrderId, found.consents, digits)
  const creditMinor = Number(found.creditMinor ?? 0)
  if (creditMinor === 0) return info
  const appliesToNextLoan = (await creditPolicyOf(db, found.row.appId)).mode === 'apply_next'
  return { ...info, credit: { amount: toMajor(creditMinor, digits), appliesToNextLoan } }
}
