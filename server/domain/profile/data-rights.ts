import { eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { ConsentPurpose } from '../../../contract/consents'
import { emergencyContacts, passkeyChallenges, passkeys, pushSubscriptions, sessions, users } from '../../db/schema'
import { type CallContext, requireUser } from '../../services'
import { markWithdrawn } from './consents'
import { borrowerExport } from './export-document'
import { userRow } from './user-row'
import { refundHeldCredit } from '../money/credit'

// Withdrawing a consent erases the data held only for that purpose.
const ERASE: Record<ConsentPurpose, Partial<typeof users.$inferInsert>> = {
  identity_verification: { identityFrontKey: null, identityBackKey: null, identityHandKey: null, identityVerified: false },
  bank_account: { bankName: null, cardNo: null },
  credit_assessment: { job: null, monthlyIncomeMinor: null, expensesMinor: null, loanPurpose: null, loanBefore: null, guarantee: null },
  // An agreement, not data: withdrawn, Home asks for it again.
  borrowing_policy: {},
  // Stops every inquiry from now on. The answers already kept are the record of decisions made
  // with them, which the lender keeps as the law on credit decisions asks (docs/credit-bureau.md).
  credit_bureau: {},
}

export async function withdrawConsent(ctx: CallContext, purpose: ConsentPurpose): Promise<null> {
  const { db } = ctx
  const userId = requireUser(ctx)
  const row = await userRow(db, userId)
  await markWithdrawn(db, userId, purpose, ctx.services.now())
  // An UPDATE with nothing to set is not SQL: the borrowing policy erases nothing.
  if (Object.keys(ERASE[purpose]).length > 0) await db.update(users).set(ERASE[purpose]).where(eq(users.id, userId))
  if (purpose === 'credit_assessment') await db.delete(emergencyContacts).where(eq(emergencyContacts.userId, userId))
  if (purpose === 'identity_verification') removeFiles(ctx, [row.identityFrontKey, row.identityBackKey, row.identityHandKey])
  return null
}

/** Everything held about the borrower as one JSON document: the ZIP's data.json (GET /jackey/user/export.zip carries the files too). */
export async function exportData(ctx: CallContext): Promise<Record<string, unknown>> {
  return (await borrowerExport(ctx.db, ctx.services.storage, requireUser(ctx), null, ctx.services.now())).document
}

/** Erases the account and its personal data; refused while a loan is open (10041). */
export async function deleteAccount(ctx: CallContext, hasOpenLoan: (userId: number) => Promise<boolean>): Promise<null> {
  const { db } = ctx
  const userId = requireUser(ctx)
  if (await hasOpenLoan(userId)) throw new ApiError(10041)
  const row = await userRow(db, userId)
  const now = ctx.services.now()
  // Credit held for a next loan that will not come goes back before the account goes (decisions/0012).
  await refundHeldCredit(db, userId, now)
  await db.delete(emergencyContacts).where(eq(emergencyContacts.userId, userId))
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.userId, userId))
  await db.delete(passkeys).where(eq(passkeys.userId, userId))
  await db.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, userId))
  // A removed account's phone must not keep getting its reminders.
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
  await db
    .update(users)
    .set({
      mobile: `deleted:${userId}`,
      passwordHash: '',
      realName: null,
      identity: null,
      identityVerified: false,
      sex: null,
      birthday: null,
      marriage: null,
      email: null,
      facebook: null,
      education: null,
      provinceCity: null,
      address: null,
      bankName: null,
      cardNo: null,
      ...ERASE.identity_verification,
      ...ERASE.credit_assessment,
      signatureKey: null,
      withdrawPinHash: null,
      deletedAt: now,
    })
    .where(eq(users.id, userId))
  removeFiles(ctx, [row.identityFrontKey, row.identityBackKey, row.identityHandKey, row.signatureKey])
  return null
}

/** After the commit: a call that rolls back leaves the rows and the files they point to. */
function removeFiles(ctx: CallContext, keys: (string | null)[]): void {
  const existing = keys.filter((k): k is string => k !== null)
  ctx.afterCommit(async () => void (await Promise.all(existing.map((k) => ctx.services.storage.remove(k)))))
}
