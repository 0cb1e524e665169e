// The Philippine monthly file in CIC's Standard Data Submission Format: a header, a subject (ID)
// and a contract (CI) record for each loan, a footer counting the records between them, named
// <ProviderCode>_CSDF_<YYYYMMDDhhmmss>.txt, UTF-8 without BOM, one record a line (LF, none after
// the footer, as contributors' files CIC has processed end). docs/credit-file.md gives sources.
import { CIC_SUBMISSION_TYPE } from '../../../../../contract/market/ph/cic/codes'
import { CIC_FORMAT_VERSION, CIC_SUBJECT_RECORD } from '../../../../../contract/market/ph/cic/fields'
import type { CreditFileLayout, FileHeader } from '../credit-file-layout'
import { cicContract } from './cic-contract'
import { cicDate, cicLine } from './cic-record'
import { cicSubject } from './cic-subject'

/** CIC's provider codes are 8 letters and digits (its file-name rule, error 30-002). */
export const CIC_PROVIDER_CODE = /^[A-Za-z0-9]{8}$/

const subjectHeader = (h: FileHeader) => ({ providerCode: h.memberCode, referenceDay: h.monthEnd, callingCode: h.callingCode })

function comment(h: FileHeader): string {
  return h.kind === 'regular' ? `${h.month} MONTHLY` : `${h.month} CORRECTION ${h.sequence}`
}

export const CIC_LAYOUT: CreditFileLayout = {
  memberCodePattern: CIC_PROVIDER_CODE,
  fileName: (h) => `${h.memberCode}_CSDF_${h.stamp}.txt`,
  contentType: 'text/plain; charset=utf-8',
  head: (h) =>
    cicLine('HD', {
      'Provider Code': h.memberCode,
      'File Reference Date': cicDate(h.monthEnd),
      Version: CIC_FORMAT_VERSION,
      'Submission Type': h.kind === 'regular' ? CIC_SUBMISSION_TYPE.regular : CIC_SUBMISSION_TYPE.correction,
      'Provider Comments': comment(h),
    }) + '\n',
  unit: (h, loan) => `${cicLine(CIC_SUBJECT_RECORD, cicSubject(subjectHeader(h), loan))}\n${cicLine('CI', cicContract(subjectHeader(h), loan, h.currency, h.minorDigits))}\n`,
  recordsPerUnit: 2,
  // CIC counts the records between the header and the footer (its error 30-008 and 30-011).
  foot: (h, records) => cicLine('FT', { 'Provider Code': h.memberCode, 'File Reference Date': cicDate(h.monthEnd), 'No. of records': String(records) }),
  unitsOf: (body) => {
    const units = new Map<number, string>()
    let subject = ''
    for (const line of body.split('\n')) {
      if (line.startsWith(`${CIC_SUBJECT_RECORD}|`)) subject = line
      else if (line.startsWith('CI|')) units.set(Number(line.split('|')[6]), `${subject}\n${line}\n`)
    }
    return units
  },
}
