// What a market's monthly credit-bureau file is made of: a head, one unit per loan (the records
// that report it), a foot; its name; and how to find each loan's unit again in a stored file, so
// a later correction sends only the loans whose records changed (credit-file-corrections.ts).
import type { CreditFileLoan } from './credit-file-loans'

export type FileKind = 'regular' | 'correction'

export type FileHeader = {
  memberCode: string
  month: string
  /** The month's last day, `YYYY-MM-DD`. */
  monthEnd: string
  currency: string
  /** Digits of the currency's minor unit: the loans' amounts are minor units of it. */
  minorDigits: number
  /** The market's calling code without the plus, for a bureau that wants numbers in national form. */
  callingCode: string
  kind: FileKind
  /** 0 for the monthly file, 1, 2… for its corrections. */
  sequence: number
  /** When the file was made, local time of the market, `YYYYMMDDhhmmss`. */
  stamp: string
}

export type CreditFileLayout = {
  /** The shape of the code the bureau gives a lender; a file with another is refused before it is made (40103). */
  memberCodePattern: RegExp
  fileName: (h: FileHeader) => string
  contentType: string
  head: (h: FileHeader) => string
  unit: (h: FileHeader, loan: CreditFileLoan) => string
  /** Records a unit holds, for a footer that counts records. */
  recordsPerUnit: number
  foot: (h: FileHeader, records: number) => string
  /** Each loan's unit in a file this layout wrote, by order id. */
  unitsOf: (body: string) => Map<number, string>
}
