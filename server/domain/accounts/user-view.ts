import { HOLD_REASONS, type HoldReason } from '../../../contract/hold-reasons'
import { type ConsentPurpose, ROLES, type Role } from '../../../contract/consents'
import type { EmergencyContact, UserInfo } from '../../../contract/schemas/accounts'
import { toMajor } from '../../../contract/money'
import type { Db } from '../../db/client'
import { creditPolicyOf, heldCredits } from '../money/credit'
import { MAX_PIN_FAILURES } from '../money/withdraw-pin'
import { latestOrderId } from '../orders/order-views'
import { standingConsents } from '../profile/consents'
import { contactsOf } from '../profile/emergency-contacts'
import { type UserRow, userRow } from '../profile/user-row'

const done = (complete: boolean) => (complete ? 1 : 0)

function holdOf(reason: string | null): UserInfo['hold'] {
  if (reason === null) return null
  return { reason: (HOLD_REASONS as readonly string[]).includes(reason) ? (reason as HoldReason) : 'account_security_check' }
}

/** The one place a users row becomes the wire's user. */
export function toUserInfo(row: UserRow, contacts: EmergencyContact[], lastOrderId: number | null, consents: ConsentPurpose[]): UserInfo {
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
    monthlyIncome: row.monthlyIncomeMinor === null ? null : toMajor(row.monthlyIncomeMinor),
    expenses: row.expensesMinor === null ? null : toMajor(row.expensesMinor),
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
    userQualificationView: {
      identity: done(row.identityVerified),
      basicInformation: done(basicComplete),
      bankCard: done(row.bankName !== null && row.cardNo !== null),
    },
    consents,
  }
}

export async function loadUserInfo(db: Db, userId: number): Promise<UserInfo> {
  const row = await userRow(db, userId)
  const info = toUserInfo(row, await contactsOf(db, userId), await latestOrderId(db, userId), await standingConsents(db, userId))
  const creditMinor = (await heldCredits(db, userId)).reduce((total, c) => total + c.amountMinor, 0)
  if (creditMinor === 0) return info
  const appliesToNextLoan = (await creditPolicyOf(db, row.appId)).mode === 'apply_next'
  return { ...info, credit: { amount: toMajor(creditMinor), appliesToNextLoan } }
}
