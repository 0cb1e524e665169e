// What one market is, as data and small pure functions: a lender's company belongs to one
// market, and every rule that differs between countries reads it from here. A new market is a
// new folder beside th/ and ph/ (listed by the generated ./built-in-*.gen.ts) or a pack handed to
// registerMarket (./registry.ts).
import type { CreditRules } from '../credit-limits'
import type { Locale } from '../locales'
import type { MarketRules } from '../market-rules'
import type { PaymentChoice, PaymentMethodLimit } from '../payment-methods'
import type { PaymentQrScheme } from '../payment-qr'
import type { DayCount } from '../payoff'

/**
 * A market's code, ISO 3166-1 alpha-2 for a real country. The set is data, not a type: a string
 * from outside becomes one through isMarketCode (./profiles.ts), which asks the registry.
 */
export type MarketCode = string

/** The SMS vendors a market can name; each is a folder in server/providers/sms/. */
export type SmsGatewayKind = 'thaibulksms' | 'semaphore'

/** Longer than any real mobile number with every separator typed: what is longer is refused, never cut. */
export const PHONE_MAX_TYPED = 24

/** A text in each language the market offers; English is always there. */
export type Localized = { en: string } & Partial<Record<Locale, string>>

/** Why a typed identity number is refused: the wrong shape, more characters than the document's number has, or the right shape with a wrong check digit. */
export type IdProblem = 'format' | 'tooLong' | 'checksum'

/** What a valid number says that disagrees with the borrower's other answers: the birth date it carries is not the typed birthday. */
export type IdMismatch = 'birthDate'

export type IdType = {
  /** The wire code (`idType` in /user/update, ID_TYPES). */
  code: string
  label: Localized
  /** How a valid number looks, shown under the field: "1-2345-67890-12-1"; of the longest form where there are two. */
  example: string
  /** `inputmode` of the field: some documents hold letters. */
  inputMode: 'numeric' | 'text'
  /** The form the number is stored and checked in (separators dropped, letters upper case). */
  normalize: (typed: string) => string
  /** What is wrong with a normalized number, or null. */
  check: (normalized: string) => IdProblem | null
  /**
   * Where the number carries facts of its holder (Indonesia's NIK holds the birth date): which of
   * them disagrees with what the borrower typed (`birthday` as YYYY-MM-DD), or null.
   */
  disagrees?: (normalized: string, typed: { birthday: string }) => IdMismatch | null
}

export type PayoutKind = 'bank' | 'ewallet' | 'proxy'

export type PayoutChannel = {
  /** The wire code (`bankName` in /user/bank/binding, BANK_LIST). */
  code: string
  /** The English name: what shows in a language without a name of its own in `names`. */
  name: string
  names?: OtherNames
  kind: PayoutKind
  logo: string
  /** What the account number is, per channel: digits of a length, or a phone or ID number. */
  account: AccountFormat
}

export type AccountFormat =
  | { type: 'digits'; min: number; max: number; example: string }
  /** An e-wallet or PromptPay account named by the borrower's mobile number in this market. */
  | { type: 'mobile'; example: string }
  /** PromptPay: a mobile number or the national ID number. */
  | { type: 'mobileOrNationalId'; example: string }

/** A list entry's names in the languages that write it otherwise than English. */
export type OtherNames = Partial<Record<Locale, string>>

/**
 * A province and its cities by English name, which is what `provinceCity` stores. `names` gives,
 * per language, the province's name and its cities' names in the order of `cities`.
 */
export type Region = {
  province: string
  cities: readonly string[]
  /** IANA zone of a province whose clocks differ from the market's `timeZone` (Indonesia has three). */
  timeZone?: string
  names?: Partial<Record<Locale, { province: string; cities: readonly string[] }>>
}

/** A daily window in local time, "HH:MM" to "HH:MM", end excluded. */
export type HourWindow = { from: string; to: string }

/** When a lender may contact a borrower about a debt, by the market's rules. */
export type ContactHours = {
  weekdays: HourWindow
  weekendsAndHolidays: HourWindow
  /** No contact at all on Sundays and public holidays (Indonesia); `weekendsAndHolidays` is then Saturday's window. */
  closedOnSundaysAndHolidays?: boolean
  /** Contacts about one debt per local day; null where the rule sets none. */
  maxPerDay: number | null
  /** Past this many days overdue, or with the borrower's agreement, the window no longer applies. */
  windowWaivedAfterDaysPastDue: number | null
  windowWaivedByAgreement: boolean
  /** Public holidays with a fixed date, "MM-DD". */
  fixedHolidays: readonly string[]
  /** Public holidays whose date moves, "YYYY-MM-DD", for each year the pack covers; only dates confirmed by a source (docs/data-sources.md). */
  movingHolidays: readonly string[]
  /** Days the borrower must have been unreachable before an emergency contact may be asked to pass on a call-back request. */
  emergencyContactAfterDaysUnreachable: number
}

/** The regulator's office a borrower turns to when the lender has not resolved a complaint. */
export type EscalationBody = {
  name: Localized
  /** Numbers as the body publishes them, for dialling. */
  phones: readonly string[]
  email: string
  web: string
}

/** How complaints are handled in the market. */
export type ComplaintCare = {
  /** Working days within which a lender acknowledges a ticket; null: the lender sets it (company config TICKET_SERVICE_DAYS). */
  acknowledgeWithinWorkingDays: number | null
  escalateTo: EscalationBody
}

/**
 * How the regulator wants the cost of credit stated: a yearly APR (TH), a monthly EIR with the TILA
 * items (PH), or OJK's economic benefit a calendar day of the amount financed (ID).
 */
export type Disclosure = 'annualRate' | 'monthlyEirTila' | 'dailyEconomicBenefit'

/**
 * What paying late costs and brings in the market (contract/late-payment.ts; sources in
 * docs/late-payment.md). The contract, the loan view, the FAQ and the server's overdue marking all
 * read these figures.
 */
export type LatePaymentRules = {
  /** Days after a due date on which a payment still counts as on time (0: late from the day after). */
  graceDays: number
  /**
   * What this platform charges on a late amount: nothing, within every market's law. A charge would
   * need the ledger, the payoff and the bureau file to carry it, so the type allows no other value.
   */
  charges: 'none'
  /** The credit bureau the market's lenders report every loan to, once a month after the month ends. */
  bureau: Localized
  /** What the market's law would allow at most, said in the contract so the borrower can compare. */
  lawAllows: Localized
}

/** The monthly bureau file layouts the server writes (server/domain/staff/reports/credit-file-layouts.ts), each named for its bureau's format. */
export type CreditFileLayoutKind = 'ncb-csv' | 'cic-csdf'

/** The bureau vendors the server can ask about an applicant, each a folder in server/providers/credit-bureau/. */
export type CreditBureauVendor = 'ncb-member'

/**
 * Where the market's lenders report their loans and ask about applicants (docs/credit-bureau.md,
 * docs/credit-file.md). Names, not code: the layouts and vendors are the server's, so the pack
 * stays data and `contract/` carries no server code.
 */
export type CreditBureauSlot = {
  /**
   * The monthly file's layout; null where the bureau gives its format to its members only, so no
   * file is made until a lender's membership brings it (the staff reports page says so).
   */
  fileLayout: CreditFileLayoutKind | null
  /** The vendors that answer inquiries about this market's applicants; the sandbox answers in every market. */
  inquiryVendors: readonly CreditBureauVendor[]
}

/** What the app needs of a market from its first screen on; small enough for the entry chunk. */
export type MarketProfile = {
  code: MarketCode
  name: Localized
  /** ISO 4217. */
  currency: string
  /** Digits of the currency's minor unit (2 for THB and PHP). */
  minorDigits: number
  /** Without the plus: "66". */
  callingCode: string
  /**
   * The country whose numbering plan (libphonenumber's metadata, ./phone-metadata.ts) the market's
   * mobile numbers follow, where it is not the market's own code: a test market borrows a real one.
   */
  phoneCountry?: string
  /** IANA time zone of the borrower's calendar: due dates, "today", overdue marking. */
  timeZone: string
  /** The languages a lender in this market offers, the first as the fallback. */
  locales: readonly Locale[]
  /** A mobile number in national form, shown as a hint: "081 234 5678". */
  phoneExample: string
  /** What a borrower reads who typed another country's number, in the market's languages: "Enter a Thai mobile number". */
  ownMobileHint: Localized
  idTypes: readonly IdType[]
  disclosure: Disclosure
  /** Where paydays fall on the 15th and the month's end (PH), a borrower may repay on both (contract/repayment-day.ts). */
  twiceMonthlyRepayment: boolean
  identityCheck: IdentityCheckRules
}

/**
 * What the app's loan view, contract, FAQ, Support and About read of a market: kept out of the
 * profile, which is in the app's first chunk, and read through ./terms.ts by those screens.
 */
export type MarketTerms = {
  /** What paying late costs and brings. */
  latePayment: LatePaymentRules
  /** Complaint handling and the body a borrower escalates to. */
  complaints: ComplaintCare
  /**
   * The bodies that license lenders in the market, named in its languages: a lender's configuration
   * names its regulator in English (LICENCE.regulator) and the borrower reads it in their own
   * (./regulator-name.ts).
   */
  regulators: readonly Localized[]
  /**
   * The data-protection law's rights of the data subject, as the consent and data-export screens
   * state them, where the market's law lists them for the borrower (Indonesia's UU PDP); absent
   * elsewhere, whose screens say what they always say.
   */
  dataRights?: Localized
}

/**
 * How the market's identity document is checked with its authority (docs/identity.md): Thailand's
 * DOPA card-status check needs the laser code from the back of the card; the Philippines' PhilID
 * carries a QR code signed by PhilSys, checked where the lender has its key; where no check is open
 * to lenders, a person checks the document.
 */
export type IdentityCheckRules = { laserCode: boolean; authority: 'dopa' | 'philsys-qr' | 'none' }

/**
 * Paying off early (contract/payoff.ts): how interest to the day counts days, and whether the
 * market's law lets a contract name a fee for repaying early (none of our contracts names one).
 * Sources in docs/payoff.md.
 */
export type EarlyRepaymentRules = { dayCount: DayCount; prepaymentFeeAllowed: boolean }

/** The profile with the market's long lists, which the app gets through the company configs instead. */
export type MarketPack = MarketProfile &
  MarketTerms & {
  /** Pricing caps; here, not in the profile, because their schema (zod) has no place in the app's first chunk. */
  rules: MarketRules
  /** How much one borrower may be lent: the law's income multiples and lenders, the policy defaults (contract/credit-limits.ts). */
  creditRules: CreditRules
  payoutChannels: readonly PayoutChannel[]
  regions: readonly Region[]
  /** How borrowers repay here, each with the most it takes in one payment. */
  paymentMethods: readonly PaymentMethodLimit[]
  /** Where a borrower can pay a counter payment code, as the counters name themselves. */
  paymentCounters: readonly string[]
  /** The e-wallets a borrower picks from for an e-wallet payment, the default first; none where none is offered. */
  paymentWallets: readonly PaymentChoice[]
  /** The banks a borrower picks from for a virtual account, the default first; none where the market offers none. */
  paymentBanks: readonly PaymentChoice[]
  /**
   * Where a counter code is for one chain (Indonesia's Alfamart or Indomaret), the chains a borrower
   * picks from, the default first; none where one code is paid at any of `paymentCounters`.
   */
  paymentCounterChains: readonly PaymentChoice[]
  earlyRepayment: EarlyRepaymentRules
  /** When collectors may call; the app never reads it. */
  contactHours: ContactHours
  /**
   * The SMS gateway a number of this market's calling code is sent through (server/providers/sms/);
   * null where no gateway of the market is written yet: only the sandbox sends there, and a routed
   * process refuses the message (SmsGatewayError 'none') rather than send it through another country's.
   */
  smsGateway: SmsGatewayKind | null
  /**
   * The QR scheme the market's borrowers scan (./<code>/payment-qr.ts): the PAYMENT_QR account a
   * lender's QR can carry and the payload drawn for it (contract/payment-qr.ts); null where the
   * market has none here, and a QR is then only the payment provider's.
   */
  paymentQr: PaymentQrScheme | null
  /** The monthly bureau file and the bureaus that answer inquiries. */
  creditBureau: CreditBureauSlot
}
