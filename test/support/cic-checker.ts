// An independent checker of a CIC Submission Data File (CSDF), written from CIC's published
// materials and not from our writer: the record layouts (field positions and counts of CIC's
// "Fields in Excel" workbook v1.7 template sheet), its code tables, and the rules of CIC's
// validation error catalogue, each finding named by the CIC error code it stands for (sources
// and dates in docs/credit-file.md). It knows fields by their 1-based position, as CIC's
// rulebook and error reports do; it shares no code with server/domain/staff/reports/cic/.
// The provider is taken to be a lender that is not a microfinance institution (MFI), for which
// CIC's rules ask more of a subject (20-124, 20-128).

export type Finding = { code: string; line: number; field?: number; message: string }

/** Fields per record type (CIC's overview deck, "Total Number of Fields"). */
const FIELD_COUNTS: Readonly<Record<string, number>> = { HD: 6, ID: 123, BD: 49, SL: 7, NE: 10, CI: 143, CN: 127, CC: 143, CS: 29, FT: 4 }

const TABLES = {
  gender: ['M', 'F'],
  civilStatus: ['1', '2', '3', '4'],
  addressIndividual: ['MI', 'AI'],
  identificationType: ['10', '11', '12', '13', '14', '15', '16', '17', '18', '19'],
  idType: Array.from({ length: 30 }, (_, i) => String(10 + i)),
  contactType: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
  role: ['B', 'C', 'G'],
  phase: ['RQ', 'RN', 'RF', 'AC', 'CL', 'CA'],
  installmentType: ['10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '60'],
  installmentStatus: ['DS', 'DA', 'NS', 'NP', 'PD', 'DI', 'CI', 'RP', 'FC', 'BR', 'CR', 'WO', 'LT', 'WC', 'MG'],
  reorganized: ['0', '1', '2'],
  periodicity: ['D', 'W', 'F', 'M', 'B', 'Q', 'T', 'C', 'S', 'Y', 'I', 'P'],
  paymentMethod: ['CAD', 'BAR', 'DIR', 'ADD', 'CCR', 'CHQ', 'CAS', 'OTH'],
  overdueDays: ['N', '0', '1', '2', '3', '4', '5', '6'],
  // The currencies this checker is asked about; CIC's table is ISO 4217.
  currency: ['PHP', 'USD', 'EUR', 'JPY', 'THB'],
} as const

// Positions (1-based) in the ID record.
const ID = { providerCode: 2, refDate: 4, subjectNo: 5, first: 7, last: 8, middle: 9, gender: 13, birth: 14, nationality: 17, civil: 19, address1: 32, address2: 43, identification: 54, idDocs: 60, contacts: 78 }
// Positions (1-based) in the CI record.
const CI = {
  providerCode: 2, refDate: 4, subjectNo: 5, role: 6, contractNo: 7, type: 8, phase: 9, status: 10, currency: 11, originalCurrency: 12,
  start: 13, request: 14, endPlanned: 15, endActual: 16, lastPaymentDate: 17, reorganized: 18, financed: 20, installments: 21,
  periodicity: 24, paymentMethod: 25, monthlyPayment: 26, firstPayment: 27, lastPaymentAmount: 28, nextPaymentDate: 29, nextPayment: 30,
  outstandingNumber: 31, outstandingBalance: 32, overdueNumber: 33, overdueAmount: 34, overdueDays: 35,
}
const CI_NUMBERS = [CI.financed, CI.installments, CI.monthlyPayment, CI.lastPaymentAmount, CI.nextPayment, CI.outstandingNumber, CI.outstandingBalance, CI.overdueNumber, CI.overdueAmount]
const CI_DATES = [CI.refDate, CI.start, CI.request, CI.endPlanned, CI.endActual, CI.lastPaymentDate, CI.firstPayment, CI.nextPaymentDate]

/** A DDMMYYYY date as yyyymmdd for comparing, or null when it is not one. */
function day(value: string): number | null {
  if (!/^\d{8}$/.test(value)) return null
  const d = Number(value.slice(0, 2))
  const m = Number(value.slice(2, 4))
  const y = Number(value.slice(4))
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  return y * 10_000 + m * 100 + d
}

type Check = { findings: Finding[]; line: number; fields: string[] }

function find(c: Check, code: string, field: number | undefined, message: string) {
  c.findings.push(field === undefined ? { code, line: c.line, message } : { code, line: c.line, field, message })
}
const at = (c: Check, position: number) => c.fields[position - 1] ?? ''
const num = (c: Check, position: number) => Number(at(c, position) || '0')

function required(c: Check, code: string, position: number, name: string) {
  if (at(c, position) === '') find(c, code, position, `${name} is mandatory`)
}
function inTable(c: Check, code: string, position: number, table: readonly string[], name: string) {
  const v = at(c, position)
  if (v !== '' && !table.includes(v)) find(c, code, position, `${name} "${v}" is not in CIC's table`)
}
function maxLength(c: Check, code: string, position: number, max: number, name: string) {
  if (at(c, position).length > max) find(c, code, position, `${name} is longer than ${max}`)
}
function date(c: Check, code: string, position: number) {
  const v = at(c, position)
  if (v !== '' && day(v) === null) find(c, code, position, `"${v}" is not a DDMMYYYY date`)
}
/** "All amounts … whole numbers only. No commas, no periods", at most 15 digits (10-058, 10-169). */
function wholeNumber(c: Check, code: string, position: number, max = 15) {
  const v = at(c, position)
  if (v !== '' && !new RegExp(`^\\d{1,${max}}$`).test(v)) find(c, code, position, `"${v}" is not a whole number of at most ${max} digits`)
}
function notAfter(c: Check, code: string, early: number, late: number, message: string) {
  const a = day(at(c, early))
  const b = day(at(c, late))
  if (a !== null && b !== null && a > b) find(c, code, late, message)
}

function checkIndividual(c: Check, fileDay: number | null, subjects: Set<string>) {
  required(c, '10-109', ID.refDate, 'Subject Reference Date')
  date(c, '10-110', ID.refDate)
  const ref = day(at(c, ID.refDate))
  if (ref !== null && fileDay !== null && ref > fileDay) find(c, '10-063', ID.refDate, 'Subject Reference Date is after the File Reference Date')
  required(c, '1-128', ID.subjectNo, 'Provider Subject No')
  maxLength(c, '1-003', ID.subjectNo, 38, 'Provider Subject No')
  if (subjects.has(at(c, ID.subjectNo))) find(c, '10-090', ID.subjectNo, 'Provider Subject No is used by another subject record')
  subjects.add(at(c, ID.subjectNo))
  required(c, '2-002', ID.first, 'First Name')
  required(c, '2-003', ID.last, 'Last Name')
  for (const [position, code] of [[ID.first, '1-034'], [ID.last, '1-036'], [ID.middle, '1-035']] as const) maxLength(c, code, position, 70, 'Name')
  required(c, '20-001', ID.gender, 'Gender')
  inTable(c, '1-004', ID.gender, TABLES.gender, 'Gender')
  required(c, '1-005', ID.birth, 'Date of Birth')
  date(c, '1-005', ID.birth)
  const birth = day(at(c, ID.birth))
  if (birth !== null && birth <= 19_000_101) find(c, '20-125', ID.birth, 'Date of Birth must be after 01-01-1900')
  if (birth !== null && ref !== null) {
    const age = Math.floor((ref - birth) / 10_000)
    if (age < 18 || age > 100) find(c, '20-137', ID.birth, `the subject is ${age} on the reference date`)
  }
  inTable(c, '2-042', ID.civil, TABLES.civilStatus, 'Civil Status')
  for (const [start, type] of [[ID.address1, 'MI'], [ID.address2, 'AI']] as const) {
    const block = c.fields.slice(start - 1, start + 10)
    if (at(c, start) === '') {
      find(c, '20-130', start, 'both address types must be filled in: two addresses')
      continue
    }
    if (at(c, start) !== type) find(c, '1-007', start, `Address Type must be ${type} here`)
    const [, full = '', street = '', , , , city = '', province = ''] = block
    if (full === '' && (street === '' || city === '' || province === '')) find(c, '20-139', start + 1, "fill 'StreetNo', 'City' and 'Province', or 'FullAddress'")
    if (street === '') find(c, '20-128', start + 2, 'StreetNo must be filled in when the provider is not an MFI')
    maxLength(c, '1-039', start + 2, 100, 'StreetNo')
    maxLength(c, '1-038', start + 1, 400, 'FullAddress')
    maxLength(c, '1-040', start + 6, 50, 'City')
    if (at(c, start + 8) !== '' && !/^[A-Z]{2}$/.test(at(c, start + 8))) find(c, '1-008', start + 8, 'Country is not a CIC country code')
  }
  // A provider that is not a microfinance institution owes the nationality (20-124) and a street (20-128).
  if (at(c, ID.nationality) === '') find(c, '20-124', ID.nationality, 'Nationality must be filled in when the provider is not an MFI')
  else if (!/^[A-Z]{2}$/.test(at(c, ID.nationality))) find(c, '20-040', ID.nationality, 'Nationality is not a CIC country code')
  const identification: string[] = []
  for (let i = 0; i < 3; i++) {
    const type = ID.identification + i * 2
    if ((at(c, type) === '') !== (at(c, type + 1) === '')) find(c, '1-069', type, "'Identification Type' and its number must be both empty or both filled in")
    inTable(c, '1-009', type, TABLES.identificationType, 'Identification Type')
    maxLength(c, '1-043', type + 1, 20, 'Identification Number')
    if (at(c, type) === '10' && !/^\d{9,12}$/.test(at(c, type + 1))) find(c, '20-050', type + 1, 'a TIN is 9 to 12 digits')
    if (at(c, type) !== '') identification.push(at(c, type))
  }
  if (new Set(identification).size !== identification.length) find(c, '1-067', ID.identification, 'the same Identification Type twice')
  if (!identification.some((type) => ['10', '11', '12'].includes(type))) find(c, '20-129', ID.identification, "at least one 'Identification Code:Type' must be TIN, SSS or GSIS")
  for (let i = 0; i < 3; i++) {
    const type = at(c, ID.identification + i * 2)
    const value = at(c, ID.identification + i * 2 + 1)
    if (type === '11' && !/^\d{10}$/.test(value)) find(c, '20-051', ID.identification + i * 2 + 1, 'an SSS number is 10 digits')
    if (type === '12' && !/^\d{10,11}$/.test(value)) find(c, '20-052', ID.identification + i * 2 + 1, 'a GSIS number is 10 or 11 digits')
  }
  const documents: string[] = []
  for (let i = 0; i < 3; i++) {
    const type = ID.idDocs + i * 6
    inTable(c, '1-010', type, TABLES.idType, 'ID Type')
    maxLength(c, '1-044', type + 1, 40, 'ID Number')
    date(c, '1-011', type + 2)
    date(c, '1-013', type + 4)
    if (at(c, type) !== '') documents.push(at(c, type))
  }
  if (new Set(documents).size !== documents.length) find(c, '1-070', ID.idDocs, 'the same ID Type twice')
  const contacts: string[] = []
  for (let i = 0; i < 2; i++) {
    const type = ID.contacts + i * 2
    if ((at(c, type) === '') !== (at(c, type + 1) === '')) find(c, '1-074', type, "'Contact Type' and 'Contact Value' must be both empty or both filled in")
    inTable(c, '1-014', type, TABLES.contactType, 'Contact Type')
    maxLength(c, '1-045', type + 1, 100, 'Contact')
    if (at(c, type) !== '') contacts.push(at(c, type))
  }
  if (contacts.length === 0) find(c, '20-104', ID.contacts, "at least one 'Contact:Type' must be filled in")
  if (new Set(contacts).size !== contacts.length) find(c, '1-071', ID.contacts, 'the same Contact Type twice')
}

function checkInstallment(c: Check, fileDay: number | null, contracts: Set<string>) {
  required(c, '10-150', CI.refDate, 'Contract Reference Date')
  for (const position of CI_DATES) date(c, '10-149', position)
  const ref = day(at(c, CI.refDate))
  if (ref !== null && fileDay !== null && ref > fileDay) find(c, '10-291', CI.refDate, 'Contract Reference Date is after the File Reference Date')
  required(c, '1-128', CI.subjectNo, 'Provider Subject No')
  maxLength(c, '1-003', CI.subjectNo, 38, 'Provider Subject No')
  required(c, '1-081', CI.contractNo, 'Provider Contract No')
  maxLength(c, '1-062', CI.contractNo, 38, 'Provider Contract No')
  const key = `${at(c, CI.contractNo)}|${at(c, CI.refDate)}`
  if (contracts.has(key)) find(c, '20-310', CI.contractNo, 'the same Provider Contract No and reference date twice')
  contracts.add(key)
  required(c, '1-002', CI.role, 'Role')
  inTable(c, '1-002', CI.role, TABLES.role, 'Role')
  required(c, '1-023', CI.type, 'Contract Type')
  inTable(c, '1-022', CI.type, TABLES.installmentType, 'Contract Type')
  required(c, '1-024', CI.phase, 'Contract Phase')
  inTable(c, '1-102', CI.phase, TABLES.phase, 'Contract Phase')
  inTable(c, '10-153', CI.status, TABLES.installmentStatus, 'Contract Status')
  for (const position of [CI.currency, CI.originalCurrency]) {
    required(c, '1-027', position, 'Currency')
    inTable(c, '1-028', position, TABLES.currency, 'Currency')
  }
  inTable(c, '10-160', CI.reorganized, TABLES.reorganized, 'Reorganized Credit Code')
  required(c, '10-161', CI.financed, 'Financed Amount')
  required(c, '1-030', CI.installments, 'Installments Number')
  required(c, '10-163', CI.periodicity, 'Payment Periodicity')
  inTable(c, '1-029', CI.periodicity, TABLES.periodicity, 'Payment Periodicity')
  inTable(c, '10-164', CI.paymentMethod, TABLES.paymentMethod, 'Payment Method')
  for (const position of CI_NUMBERS) wholeNumber(c, '10-058', position, position === CI.installments ? 3 : 15)
  if (at(c, CI.financed) !== '' && num(c, CI.financed) <= 0) find(c, '20-133', CI.financed, "'Financed Amount' can have only a > 0 value")
  if (at(c, CI.installments) !== '' && num(c, CI.installments) <= 0) find(c, '20-134', CI.installments, "'Installments Number' can only have a > 0 value")
  inTable(c, '10-172', CI.overdueDays, TABLES.overdueDays, 'Overdue Days')

  const phase = at(c, CI.phase)
  const open = phase === 'AC'
  const closed = phase === 'CL' || phase === 'CA'
  if (open || closed) {
    if (at(c, CI.start) === '') find(c, '10-251', CI.start, 'phase AC, CL or CA and no Contract Start Date')
    if (at(c, CI.endPlanned) === '') find(c, '10-252', CI.endPlanned, 'phase AC, CL or CA and no Contract End Planned Date')
    if (num(c, CI.monthlyPayment) <= 0) find(c, '10-268', CI.monthlyPayment, 'phase AC, CL or CA and Monthly Payment Amount empty or 0')
    if (at(c, CI.lastPaymentAmount) === '') find(c, '20-089', CI.lastPaymentAmount, "'Last Payment Amount' is mandatory")
    if (at(c, CI.overdueDays) === '') find(c, '20-090', CI.overdueDays, "'Overdue Days' is mandatory")
    if ((num(c, CI.overdueNumber) > 0) !== (num(c, CI.overdueAmount) > 0)) find(c, '10-280', CI.overdueNumber, 'Overdue Payments Number and Amount disagree')
    if (num(c, CI.outstandingNumber) > num(c, CI.installments)) find(c, '20-228', CI.outstandingNumber, 'more outstanding payments than installments')
    if (num(c, CI.overdueNumber) > num(c, CI.installments)) find(c, '20-229', CI.overdueNumber, 'more overdue payments than installments')
  }
  if (closed) {
    if (at(c, CI.endActual) === '') find(c, '10-253', CI.endActual, 'phase CL or CA and no Contract End Actual Date')
    if (at(c, CI.nextPaymentDate) !== '') find(c, '10-259', CI.nextPaymentDate, 'phase CL or CA and a Next Payment Date')
    if (num(c, CI.nextPayment) !== 0) find(c, '10-269', CI.nextPayment, 'phase CL or CA and a Next Payment')
  }
  if (open) {
    if (at(c, CI.nextPayment) === '') find(c, '20-092', CI.nextPayment, "'Next Payment Amount' is mandatory")
    const endPlanned = day(at(c, CI.endPlanned))
    if (ref !== null && endPlanned !== null && ref < endPlanned) {
      if (at(c, CI.outstandingNumber) === '') find(c, '10-270', CI.outstandingNumber, 'phase AC before the planned end and no Outstanding Payments Number')
      if (at(c, CI.outstandingBalance) === '') find(c, '10-272', CI.outstandingBalance, 'phase AC before the planned end and no Outstanding Balance')
    }
    if ((num(c, CI.outstandingNumber) > 0) !== (num(c, CI.outstandingBalance) > 0)) find(c, '10-274', CI.outstandingNumber, 'Outstanding Payments Number and Outstanding Balance disagree')
  }
  notAfter(c, '10-255', CI.start, CI.endPlanned, 'Contract Start Date is after Contract End Planned Date')
  notAfter(c, '10-256', CI.start, CI.endActual, 'Contract Start Date is after Contract End Actual Date')
  notAfter(c, '10-257', CI.start, CI.lastPaymentDate, 'Contract Start Date is after Last Payment Date')
  notAfter(c, '10-258', CI.start, CI.firstPayment, 'Contract Start Date is after First Payment Date')
  notAfter(c, '10-262', CI.start, CI.nextPaymentDate, 'Contract Start Date is after Next Payment Date')
  notAfter(c, '10-261', CI.nextPaymentDate, CI.endPlanned, 'Contract End Planned Date is before Next Payment Date')
  notAfter(c, '10-250', CI.lastPaymentDate, CI.refDate, 'Contract Reference Date is before Last Payment Date')
  notAfter(c, '10-290', CI.start, CI.refDate, 'Contract Reference Date is before Contract Start Date')
}

/**
 * Every finding on the file, empty when it passes: the name, the bytes (UTF-8 without BOM),
 * the structure (HD first, FT last, one each, known types, fields per type, the footer's count
 * of the records between them), the header, and each ID and CI record's fields and rules.
 */
export function checkCicFile(fileName: string, bytes: Uint8Array, today: string): Finding[] {
  const findings: Finding[] = []
  const top = (code: string, message: string) => findings.push({ code, line: 0, message })
  const name = /^([A-Za-z0-9]{8})_CSDF_(\d{14})\.txt$/.exec(fileName)
  if (!name) top('30-002', `file name "${fileName}" is not [ProviderCode]_CSDF_[yyyymmddhh24miss].txt`)
  else {
    const stamp = name[2] ?? ''
    const [h, mi, s] = [Number(stamp.slice(8, 10)), Number(stamp.slice(10, 12)), Number(stamp.slice(12, 14))]
    if (day(`${stamp.slice(6, 8)}${stamp.slice(4, 6)}${stamp.slice(0, 4)}`) === null || h > 23 || mi > 59 || s > 59) top('30-004', `timestamp ${stamp} is not valid`)
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) top('30-017', 'the file starts with a byte-order mark')
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    top('30-018', 'the file is not UTF-8')
    return findings
  }
  if (text === '') {
    top('30-016', 'the file is empty')
    return findings
  }
  const lines = text.replace(/^\ufeff/, '').split('\n').map((l) => l.replace(/\r$/, ''))
  if (lines.at(-1) === '') lines.pop()
  const provider = name?.[1] ?? ''
  const today8 = Number(today.replaceAll('-', ''))
  let header: string[] | null = null
  let footer: { fields: string[]; line: number } | null = null
  let between = 0
  const subjects = new Set<string>()
  const contracts = new Set<string>()
  lines.forEach((text, i) => {
    const c: Check = { findings, line: i + 1, fields: text.split('|') }
    const type = at(c, 1)
    const count = FIELD_COUNTS[type]
    if (count === undefined) return find(c, '30-009', 1, `"${type}" is not a record type`)
    if (c.fields.length !== count) find(c, '30-010', undefined, `${type} has ${count} fields; this record has ${c.fields.length}`)
    if (type === 'HD') {
      if (header) find(c, '30-026', undefined, 'more than one header')
      if (i !== 0) find(c, '30-013', undefined, 'the header is not the first record')
      header = c.fields
    } else if (type === 'FT') {
      if (footer) find(c, '30-027', undefined, 'more than one footer')
      footer = { fields: c.fields, line: i + 1 }
    } else {
      if (footer) find(c, '30-014', undefined, 'a record after the footer')
      between++
    }
    if (at(c, 2) === '') find(c, '30-030', 2, 'Provider Code is mandatory')
    else if (at(c, 2) !== provider) find(c, '30-006', 2, `Provider Code ${at(c, 2)} differs from the file name's`)
    const fileDay = header ? day(header[2] ?? '') : null
    if (type === 'ID') checkIndividual(c, fileDay, subjects)
    if (type === 'CI') checkInstallment(c, fileDay, contracts)
  })
  const hd = header as string[] | null
  if (!hd || lines[0]?.startsWith('HD|') !== true) top('30-013', 'the header is not present')
  else {
    const fileDay = day(hd[2] ?? '')
    if (fileDay === null || fileDay > today8) top('30-007', "'File Reference Date' in the header is not valid or after today")
    if (hd[3] !== '1.0' || (hd[4] !== '0' && hd[4] !== '1')) top('30-015', "'Version' or 'Submission Type' is not valid")
    if ((hd[5] ?? '').length > 100) top('30-015', 'Provider Comments is longer than 100')
  }
  const ft = footer as { fields: string[]; line: number } | null
  if (!ft || ft.line !== lines.length) top('30-014', 'the footer is not present as the last record')
  else {
    if (hd && ft.fields[2] !== hd[2]) top('30-019', "'File Reference Date' in the footer differs from the header's")
    if (!/^\d+$/.test(ft.fields[3] ?? '')) top('30-008', "'No of records' in the footer is not valid")
    else if (Number(ft.fields[3]) !== between) top('30-011', `the footer counts ${ft.fields[3]} records; ${between} are between the header and the footer`)
  }
  return findings
}
