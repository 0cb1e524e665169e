// Everything kept about one borrower, as the data export's data.json: every table that holds a
// row of theirs (server/db/schema.ts), read by their user id or their orders' ids only, so no
// other borrower's or company's row can enter. Secrets (password, PIN, tokens, one-time codes)
// are kept hashed and are never read here.
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm'
import { isLocale, type Locale } from '../../../contract/locales'
import { toMajor } from '../../../contract/money'
import type { Db } from '../../db/client'
import type { FileStorage } from '../../providers/storage/port'
import { auditLog, companies, consents, sessions, ticketMessages, tickets } from '../../db/schema'
import { marketOfCompany } from '../markets/company-market'
import { remindersOf } from '../reminders/reminders-export'
import { contactsOf } from './emergency-contacts'
import { type LoanExport, loansOf } from './export-loans'
import { exportNames } from './export-names'
import type { ExportFile } from './export-readme'
import { EXPORT_WORDS, type ExportWords, named } from './export-words'
import { type UserRow, userRow } from './user-row'
import { creditExport } from './export-credit'

export type BorrowerExport = {
  locale: Locale
  lender: string
  currency: string
  /** The market's: README.txt tells the time of the export in it. */
  timeZone: string
  document: Record<string, unknown>
  /** Identity photos, the signature, and any other signature a contract was signed with. */
  files: ExportFile[]
  loans: LoanExport[]
}

/** What is kept only as a hash, and so cannot be given back (README.txt says so). */
export const SECRETS_NOT_EXPORTED = ['password', 'withdrawalPin', 'signInTokens', 'oneTimeSmsCodes'] as const

const extension = (key: string) => (key.endsWith('.png') ? 'png' : 'jpg')

type OwnFile = 'identityFront' | 'identityBack' | 'identityHolding' | 'signature'

function ownFiles(user: UserRow): Partial<Record<OwnFile, ExportFile>> {
  const files: Partial<Record<OwnFile, ExportFile>> = {}
  const add = (kind: OwnFile, base: string, key: string | null) => {
    if (key !== null) files[kind] = { kind, path: `photos/${base}.${extension(key)}`, key }
  }
  add('identityFront', 'id-front', user.identityFrontKey)
  add('identityBack', 'id-back', user.identityBackKey)
  add('identityHolding', 'id-holding', user.identityHandKey)
  add('signature', 'signature', user.signatureKey)
  return files
}

export async function borrowerExport(db: Db, storage: FileStorage, userId: number, language: string | null, now: Date): Promise<BorrowerExport> {
  const user = await userRow(db, userId)
  const market = await marketOfCompany(db, user.companyId)
  // The app's language when the lender offers it, else the market's first, as the contract does.
  const locale = isLocale(language) && market.locales.includes(language) ? language : (market.locales[0] ?? 'en')
  const words = EXPORT_WORDS[locale]
  const names = await exportNames(db, user.appId, market, locale)
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, user.companyId))
  const files = ownFiles(user)
  const loans = await loansOf({ db, storage, locale, words, names, minorDigits: market.minorDigits }, user, files.signature ?? null)
  const document = {
    exportedAt: now.toISOString(),
    language: locale,
    lender: company?.name ?? '',
    market: market.name[locale] ?? market.name.en,
    currency: market.currency,
    account: {
      mobile: user.mobile,
      createdAt: user.createdAt.toISOString(),
      installationSource: user.installationSource,
      referralCode: user.referralCode,
      role: user.role === 'working' || user.role === 'studying' ? named(words.role, user.role) : null,
      hold: user.holdReason === null ? null : named(words.hold, user.holdReason),
      withdrawalPinSet: user.withdrawPinHash !== null,
      wrongWithdrawalPinsInARow: user.withdrawPinFailures,
    },
    signIns: await signInsOf(db, userId),
    profile: {
      realName: user.realName,
      idType: names.idType(user.idType),
      identity: user.identity,
      identityVerified: user.identityVerified,
      sex: user.sex === 1 || user.sex === 2 ? named(words.sex, user.sex) : null,
      birthday: user.birthday,
      marriage: names.marriage(user.marriage),
      email: user.email,
      facebook: user.facebook,
      education: names.education(user.education),
      provinceCity: names.region(user.provinceCity),
      address: user.address,
      job: user.job,
      monthlyIncome: user.monthlyIncomeMinor === null ? null : toMajor(user.monthlyIncomeMinor, market.minorDigits),
      expenses: user.expensesMinor === null ? null : toMajor(user.expensesMinor, market.minorDigits),
      loanPurpose: user.loanPurpose,
      loanBefore: user.loanBefore,
      guarantee: user.guarantee,
      creditScore: user.creditScore,
    },
    emergencyContacts: await contactsOf(db, userId),
    bankAccount: user.bankName === null ? null : { bank: names.bank(user.bankName), accountNumber: user.cardNo },
    consents: (await db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id))).map((c) => ({
      purpose: named(words.consent, c.purpose),
      version: c.version,
      givenAt: c.givenAt.toISOString(),
      withdrawnAt: c.withdrawnAt?.toISOString() ?? null,
    })),
    files: Object.fromEntries(Object.values(files).map((file) => [file.kind, file.path])),
    loans: loans.map((l) => l.document),
    ...(await creditExport(db, userId, words, market.minorDigits)),
    feedback: (
      await db
        .select({ createdAt: ticketMessages.createdAt, text: ticketMessages.text })
        .from(ticketMessages)
        .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
        .where(and(eq(tickets.userId, userId), isNull(ticketMessages.staffId)))
        .orderBy(asc(ticketMessages.id))
    ).map((f) => ({ sentAt: f.createdAt.toISOString(), text: f.text })),
    staffActions: await staffActionsOn(db, userId, loans, words),
    notifications: await remindersOf(db, userId),
    secretsNotExported: SECRETS_NOT_EXPORTED,
  }
  const contractSignatures = loans.flatMap((l) => (l.signature && l.signature.key !== files.signature?.key ? [l.signature] : []))
  return { locale, lender: document.lender, currency: market.currency, timeZone: market.timeZone, document, files: [...Object.values(files), ...contractSignatures], loans }
}

/** Each session: when it began, was last used and ended. The device is not kept. */
async function signInsOf(db: Db, userId: number) {
  const rows = await db
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt))
  return rows.map((s) => ({ startedAt: s.createdAt.toISOString(), lastUsedAt: s.lastSeenAt.toISOString(), endedAt: s.revokedAt?.toISOString() ?? null }))
}

/** What the lender's staff did on this account, its loans or their payouts; the staff member is not named. */
function withoutNote(after: unknown): unknown {
  if (after === null || typeof after !== 'object' || Array.isArray(after)) return after
  const { note: _note, ...rest } = after as Record<string, unknown>
  return rest
}

async function staffActionsOn(db: Db, userId: number, loans: LoanExport[], words: ExportWords) {
  const on = (type: string, ids: (string | number)[]): SQL[] => (ids.length === 0 ? [] : [and(eq(auditLog.recordType, type), inArray(auditLog.recordId, ids.map(String))) as SQL])
  const rows = await db
    .select()
    .from(auditLog)
    .where(or(...on('user', [userId]), ...on('order', loans.map((l) => l.orderId)), ...on('disbursement', loans.flatMap((l) => l.disbursementIds))))
    .orderBy(asc(auditLog.id))
  return rows.map((a) => ({
    at: a.at.toISOString(),
    action: named(words.staffAction, a.action),
    about: a.recordType === 'user' ? 'account' : `${a.recordType} ${a.recordId}`,
    // A staff member's note is their working record for the lender (it may hold a fraud
    // suspicion); the borrower gets the action and its reason code, as in the app.
    details: withoutNote(a.after),
  }))
}
