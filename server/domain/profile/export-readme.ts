// README.txt of the data export, in the borrower's language: what each file and each part of
// data.json holds, and what is kept but cannot be given back. Translated in the server's catalogs
// (server/locales/*.po).
import type { Locale } from '../../../contract/locales'
import { say } from '../../i18n'

export type ReadmeFile =
  | { kind: 'identityFront' | 'identityBack' | 'identityHolding' | 'signature'; path: string }
  | { kind: 'contract' | 'contractSignature'; path: string; orderId: number }

/** A stored file the ZIP carries, at `path`; `key` is where storage keeps it. */
export type ExportFile = ReadmeFile & { key: string }

export type ReadmeInput = { lender: string; exportedAt: string; currency: string; files: ReadmeFile[]; missing: string[] }

const SECTIONS = ['account', 'signIns', 'profile', 'emergencyContacts', 'bankAccount', 'consents', 'loans', 'feedback', 'staffActions'] as const

const WORDS = {
  title: /*i18n*/ { id: 'export.readme.title', message: 'Your data at {lender}' },
  exported: /*i18n*/ { id: 'export.readme.exported', message: 'Exported on {date}.' },
  intro: /*i18n*/ { id: 'export.readme.intro', message: 'This archive holds everything {lender} keeps about you. This file explains what each file is.' },
  dataJson: /*i18n*/ { id: 'export.readme.dataJson', message: 'data.json — all the information, in JSON (open it with any text editor). Every code comes with its name. Amounts are in {currency}; times are in UTC (ISO 8601).' },
  files: {
    contract: /*i18n*/ { id: 'export.readme.files.contract', message: 'the contract of loan {loan}; open it in a browser.' },
    contractSignature: /*i18n*/ { id: 'export.readme.files.contractSignature', message: 'the signature you signed the contract of loan {loan} with.' },
    identityFront: /*i18n*/ { id: 'export.readme.files.identityFront', message: 'the front of your ID.' },
    identityBack: /*i18n*/ { id: 'export.readme.files.identityBack', message: 'the back of your ID.' },
    identityHolding: /*i18n*/ { id: 'export.readme.files.identityHolding', message: 'the photo of you holding your ID.' },
    signature: /*i18n*/ { id: 'export.readme.files.signature', message: 'your signature.' },
  },
  missing: /*i18n*/ { id: 'export.readme.missing', message: 'Not included: {files} could not be read from our storage. Contact us and we will look into it.' },
  secrets: /*i18n*/ { id: 'export.readme.secrets', message: 'Kept but not exported, because they are secrets that we keep only hashed (scrambled so that nobody, not even we, can read them back): your password, your withdrawal PIN, your sign-in tokens and the one-time SMS codes we sent you.' },
  technical: /*i18n*/ { id: 'export.readme.technical', message: 'We also keep technical records for a short time: copies of our answers to your requests (30 days, so that a request sent twice does not act twice) and counts of attempts (2 days, against abuse).' },
  sections: {
    account: /*i18n*/ { id: 'export.readme.sections.account', message: 'your phone number, when you registered, how you found the app, a referral code, whether your account is on hold, and whether you set a withdrawal PIN.' },
    signIns: /*i18n*/ { id: 'export.readme.sections.signIns', message: 'each time you signed in: when, when that session was last used and when it ended. We do not keep which phone or browser you used.' },
    profile: /*i18n*/ { id: 'export.readme.sections.profile', message: 'your name, ID, date of birth, contact details, address, work, income and expenses.' },
    emergencyContacts: /*i18n*/ { id: 'export.readme.sections.emergencyContacts', message: 'the two people you named.' },
    bankAccount: /*i18n*/ { id: 'export.readme.sections.bankAccount', message: 'your bank (by name) and account number.' },
    consents: /*i18n*/ { id: 'export.readme.sections.consents', message: 'each consent you gave, the version of its wording, when you gave it and when you withdrew it.' },
    loans: /*i18n*/ { id: 'export.readme.sections.loans', message: 'each application: its status, the amounts, the quote you saw, our decision, the contract terms, every change of status, the repayment schedule, the payouts to your bank, your repayments and the accounting entries.' },
    feedback: /*i18n*/ { id: 'export.readme.sections.feedback', message: 'the messages you sent us.' },
    staffActions: /*i18n*/ { id: 'export.readme.sections.staffActions', message: "what our staff did on your account (for example viewing an ID photo or approving an application), without the staff member's name." },
  },
} as const

export function readmeText(locale: Locale, input: ReadmeInput): string {
  const s = say.bind(null, locale)
  const describe = (f: ReadmeFile) => (f.kind === 'contract' || f.kind === 'contractSignature' ? s(WORDS.files[f.kind], { loan: f.orderId }) : s(WORDS.files[f.kind]))
  const lines = [
    s(WORDS.title, { lender: input.lender }),
    s(WORDS.exported, { date: input.exportedAt }),
    '',
    s(WORDS.intro, { lender: input.lender }),
    '',
    s(WORDS.dataJson, { currency: input.currency }),
    ...SECTIONS.map((section) => `  ${section} — ${s(WORDS.sections[section])}`),
    '',
    ...input.files.map((f) => `${f.path} — ${describe(f)}`),
    ...(input.missing.length > 0 ? ['', s(WORDS.missing, { files: input.missing.join(', ') })] : []),
    '',
    s(WORDS.secrets),
    '',
    s(WORDS.technical),
  ]
  return `${lines.join('\r\n')}\r\n`
}
