import { eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import { HOLD_REASONS, type HoldReason } from '../../../contract/hold-reasons'
import type { UserInfo } from '../../../contract/schemas/accounts'
import { toMajor } from '../../../contract/money'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'

type UserRow = typeof users.$inferSelect

const done = (complete: boolean) => (complete ? 1 : 0)

function holdOf(reason: string | null): UserInfo['hold'] {
  if (reason === null) return null
  return { reason: (HOLD_REASONS as readonly string[]).includes(reason) ? (reason as HoldReason) : 'account_security_check' }
}

/** The one place a users row becomes the wire's user. */
export function toUserInfo(row: UserRow, lastOrderId: number | null): UserInfo {
  const basicComplete = [row.email, row.education, row.provinceCity, row.address].every((v) => v !== null)
  return {
    mobile: row.mobile,
    realName: row.realName,
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
    signatureImg: row.signatureKey === null ? null : `/jackey/files/signature/${row.signatureKey}`,
    lastOrderId,
    hasWithdrawPin: row.withdrawPinHash !== null,
    hold: holdOf(row.holdReason),
    userQualificationView: {
      identity: done(row.identityVerified),
      basicInformation: done(basicComplete),
      bankCard: done(row.bankName !== null && row.cardNo !== null),
    },
  }
}

export async function loadUserInfo(db: Db, userId: number): Promise<UserInfo> {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  if (!row) throw new ApiError(10008)
  return toUserInfo(row, null)
}
