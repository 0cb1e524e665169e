// The records of CIC's Submission Data File (CSDF) a lender of instalment loans to individuals
// sends: header (HD), individual subject (ID), instalment contract (CI) and footer (FT), every
// field in its place, as the "template" sheet of CIC's "Fields in Excel" workbook lists them
// (v1.7; field counts HD 6, ID 123, CI 143, FT 4, as CIC's overview deck gives them). This
// table is the one place a newer workbook corrects: the writer fills fields by name and the
// record comes out in this order and count. Sources and what is not confirmed: docs/credit-file.md.

/** text, a DDMMYYYY date, a whole number (amounts in whole pesos), or a code of one of CIC's tables. */
export type CicFieldKind = 'text' | 'date' | 'number' | 'code'

export type CicField = { name: string; kind: CicFieldKind; max?: number }

const text = (name: string, max?: number): CicField => (max === undefined ? { name, kind: 'text' } : { name, kind: 'text', max })
const date = (name: string): CicField => ({ name, kind: 'date' })
const number = (name: string, max = 15): CicField => ({ name, kind: 'number', max })
const code = (name: string): CicField => ({ name, kind: 'code' })

/** An address block: 11 fields. */
const address = (prefix: string): CicField[] => [
  code(`${prefix}: Address Type`),
  text(`${prefix}: FullAddress`, 400),
  text(`${prefix}: StreetNo`, 100),
  text(`${prefix}: PostalCode`, 4),
  text(`${prefix}: Subdivision`, 100),
  text(`${prefix}: Barangay`, 60),
  text(`${prefix}: City`, 50),
  text(`${prefix}: Province`, 50),
  code(`${prefix}: Country`),
  code(`${prefix}: House Owner/Lessee`),
  date(`${prefix}: Occupied Since`),
]

/** `count` type/value pairs. */
const pairs = (prefix: string, count: number, value: string, max: number): CicField[] =>
  Array.from({ length: count }, (_, i) => [code(`${prefix} ${i + 1}: Type`), text(`${prefix} ${i + 1}: ${value}`, max)]).flat()

/** The three identity documents: 6 fields each. */
const idDocuments = (): CicField[] =>
  [1, 2, 3].flatMap((i) => [
    code(`ID ${i}: Type`),
    text(`ID ${i}: Number`, 40),
    date(`ID ${i}: IssueDate`),
    code(`ID ${i}: IssueCountry`),
    date(`ID ${i}: ExpiryDate`),
    text(`ID ${i}: Issued By`, 250),
  ])

/** The six guarantees closing a contract record: 14 fields each. */
const guarantees = (): CicField[] =>
  [1, 2, 3, 4, 5, 6].flatMap((i) => [
    text(`Guarantee ${i}: Provider Guarantee No`, 38),
    text(`Guarantee ${i}: Provider Subject No (Guarantor)`, 38),
    text(`Guarantee ${i}: Guarantor Name`),
    number(`Guarantee ${i}: Guaranteed Amount`),
    code(`Guarantee ${i}: Currency`),
    date(`Guarantee ${i}: Validity Start Date`),
    date(`Guarantee ${i}: Validity End Date`),
    code(`Guarantee ${i}: Guarantee Type`),
    text(`Guarantee ${i}: Asset Code`),
    text(`Guarantee ${i}: Asset Description`),
    text(`Guarantee ${i}: Asset Location`),
    number(`Guarantee ${i}: Asset Appraised Value`),
    text(`Guarantee ${i}: Asset Registry External Link`),
    code(`Guarantee ${i}: Customer Type`),
  ])

/** The six linked subjects after the guarantees: 3 fields each. */
const linkedSubjects = (): CicField[] =>
  [1, 2, 3, 4, 5, 6].flatMap((i) => [text(`Linked Subject ${i}: Provider Subject No`, 38), code(`Linked Subject ${i}: Role`), text(`Linked Subject ${i}: Name of the Linked Subject`)])

/** The five fields every subject and contract record starts with. */
const recordKey = (referenceDate: string): CicField[] => [code('Record Type'), text('Provider Code', 8), text('Branch Code', 5), date(referenceDate), text('Provider Subject No', 38)]

const HD: CicField[] = [code('Record Type'), text('Provider Code', 8), date('File Reference Date'), text('Version', 12), code('Submission Type'), text('Provider Comments', 100)]

const ID: CicField[] = [
  ...recordKey('Subject Reference Date'),
  code('Title'),
  text('First Name', 70),
  text('Last Name', 70),
  text('Middle Name', 70),
  text('Suffix', 70),
  text('Nickname', 40),
  text('Previous Last Name', 70),
  code('Gender'),
  date('Date of Birth'),
  text('Place of Birth', 100),
  code('Country of Birth (Code)'),
  code('Nationality'),
  code('Resident'),
  code('Civil Status'),
  number('Number of Dependents', 2),
  number('Car/s Owned', 3),
  text('Spouse First Name', 70),
  text('Spouse Last Name', 70),
  text('Spouse Middle Name', 70),
  text("Mother's Maiden First Name", 70),
  text("Mother's Maiden Full Name", 70),
  text("Mother's Maiden Middle Name", 70),
  text('Father First Name', 70),
  text('Father Last Name', 70),
  text('Father Middle Name', 70),
  text('Father Suffix', 40),
  ...address('Address 1'),
  ...address('Address 2'),
  ...pairs('Identification', 3, 'Number', 20),
  ...idDocuments(),
  ...pairs('Contact', 2, 'Value', 100),
  text('Employment: Trade Name', 120),
  text('Employment: TIN'),
  text('Employment: Phone Number', 100),
  code('Employment: PSIC'),
  number('Employment: GrossIncome'),
  code('Employment: Annual/Monthly Indicator'),
  code('Employment: Currency'),
  code('Employment: OccupationStatus'),
  date('Employment: DateHiredFrom'),
  date('Employment: DateHiredTo'),
  code('Employment: Occupation'),
  text('Sole Trader: TradeName', 120),
  ...address('Sole Trader Address 1'),
  ...address('Sole Trader Address 2'),
  ...pairs('Sole Trader Identification', 2, 'Number', 20),
  ...pairs('Sole Trader Contact', 2, 'Value', 100),
]

const CI: CicField[] = [
  ...recordKey('Contract Reference Date'),
  code('Role'),
  text('Provider Contract No', 38),
  code('Contract Type'),
  code('Contract Phase'),
  code('Contract Status'),
  code('Currency'),
  code('Original Currency'),
  date('Contract Start Date'),
  date('Contract Request Date'),
  date('Contract End Planned Date'),
  date('Contract End Actual Date'),
  date('Last Payment Date'),
  code('Reorganized Credit Code'),
  code('Board Resolution flag'),
  number('Financed Amount'),
  number('Installments Number', 3),
  code('Transaction Type / Sub-facility'),
  code('Purpose of credit'),
  code('Payment Periodicity'),
  code('Payment Method'),
  number('Monthly Payment Amount'),
  date('First Payment Date'),
  number('Last payment amount'),
  date('Next Payment Date'),
  number('Next Payment'),
  number('Outstanding Payments Number'),
  number('Outstanding Balance'),
  number('Overdue Payments Number'),
  number('Overdue Payments Amount'),
  code('Overdue Days'),
  code('Good Type'),
  number('Good Value'),
  code('New/Used Code'),
  text('Good Brand'),
  date('Manufacturing Date'),
  text('Registration number'),
  ...guarantees(),
  ...linkedSubjects(),
]

const FT: CicField[] = [code('Record Type'), text('Provider Code', 8), date('File Reference Date'), number('No. of records')]

export const CIC_RECORDS = { HD, ID, CI, FT } as const
export type CicRecordType = keyof typeof CIC_RECORDS
/** The individual (subject) record; its letters are CIC's, not a market code, so they are named here. */
export const CIC_SUBJECT_RECORD: CicRecordType = 'ID'

/** The format version the header names; CIC refuses another (error 30-015). */
export const CIC_FORMAT_VERSION = '1.0'
