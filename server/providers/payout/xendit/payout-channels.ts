import { ID_CHANNELS } from './indonesia-channels'

// Xendit's payout channel codes for Thai banks, keyed by the Bank of Thailand code our bank list
// uses (contract/market/th/banks.ts). Xendit names its payout channels <country>_<bank>
// (docs.xendit.co/bank-codes: ID_BCA, PH_BDO, ...); its Thailand page
// (docs.xendit.co/docs/payout-coverage-thailand, updated 2025-12-22, read 2026-11-26) lists the
// Thai codes in an embedded table that could not be read here. TH_BBL, TH_KBANK, TH_SCB and
// TH_PROMPTPAY are the ones public Xendit integrations send; the others follow the same naming
// with each bank's usual abbreviation. All must be checked against GET /payouts_channels?currency=THB
// with the lender's key before launch (docs/payouts.md); a bank not listed here waits with
// CHANNEL_NOT_MAPPED rather than failing the borrower.
const TH_CHANNELS: Readonly<Record<string, string>> = {
  '002': 'TH_BBL',
  '004': 'TH_KBANK',
  '006': 'TH_KTB',
  '011': 'TH_TTB',
  '014': 'TH_SCB',
  '022': 'TH_CIMB',
  '024': 'TH_UOB',
  '025': 'TH_BAY',
  '030': 'TH_GSB',
  '033': 'TH_GHB',
  '034': 'TH_BAAC',
  '067': 'TH_TISCO',
  '069': 'TH_KKP',
  '071': 'TH_TCRB',
  '073': 'TH_LHB',
  PROMPTPAY: 'TH_PROMPTPAY',
}

const CHANNEL_CODE = /^[A-Z]{2}_[A-Z0-9_]+$/

// By the payout's currency: Thai and Indonesian banks both go by three national digits, and 014
// is Siam Commercial Bank in one and BCA in the other.
const NATIONAL_CODES: Readonly<Record<string, Readonly<Record<string, string>>>> = { THB: TH_CHANNELS, IDR: ID_CHANNELS }

/** Xendit's channel for our wire code in `currency`: Philippine codes are Xendit's own; Thai and Indonesian ones are mapped. */
export function xenditPayoutChannel(bankName: string, currency: string): string | null {
  if (CHANNEL_CODE.test(bankName)) return bankName
  return NATIONAL_CODES[currency]?.[bankName] ?? null
}
