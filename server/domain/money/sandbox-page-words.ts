// The words of the sandbox's payment page, in each of the app's languages: the page a sandbox
// payment opens stands in for a wallet's or bank's checkout, which speaks the borrower's language.
// Translated in the server's catalogs (server/locales/*.po).
import { LOCALE_CODES, type Locale } from '../../../contract/locales'
import { type Said, sayAll } from '../../i18n'

const MESSAGES = {
  /** Above everything: no one should take the sandbox for a real payment. */
  notice: /*i18n*/ { id: 'sandboxPage.notice', message: 'Sandbox payment page — no real money moves here.' },
  notFoundTitle: /*i18n*/ { id: 'sandboxPage.notFoundTitle', message: 'Not found' },
  notFound: /*i18n*/ { id: 'sandboxPage.notFound', message: 'Payment not found' },
  payTitle: /*i18n*/ { id: 'sandboxPage.payTitle', message: 'Repayment' },
  pay: /*i18n*/ { id: 'sandboxPage.pay', message: 'Pay' },
  paidTitle: /*i18n*/ { id: 'sandboxPage.paidTitle', message: 'Paid' },
  paid: /*i18n*/ { id: 'sandboxPage.paid', message: 'You can close this page and return to the app.' },
} as const

export type SandboxPageWords = Said<typeof MESSAGES>

export const SANDBOX_PAGE_WORDS: Readonly<Record<Locale, SandboxPageWords>> = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, sayAll(locale, MESSAGES)])) as Record<Locale, SandboxPageWords>
