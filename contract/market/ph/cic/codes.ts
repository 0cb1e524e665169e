// The entries of CIC's code tables ("Fields in Excel" v1.7, one sheet per record type) that an
// instalment lender to individuals reports, with CIC's meaning beside each. Which of our states
// maps to which code is ours to choose and is argued in docs/credit-file.md.

/** ContractPhaseDomain. */
export const CIC_PHASE = { active: 'AC', closed: 'CL', closedInAdvance: 'CA' } as const

/** ContractStatusDomain of an instalment contract: empty for a contract paid as agreed. */
export const CIC_CONTRACT_STATUS = { pastDue: 'PD', writtenOff: 'WO' } as const

/** ContractTypeDomain (instalment): 12 Personal Loan. */
export const CIC_CONTRACT_TYPE_PERSONAL_LOAN = '12'

/** RoleDomain: B Borrower. */
export const CIC_ROLE_BORROWER = 'B'

/** ReorganizedCreditDomain: 0 credit is not re-organized. */
export const CIC_NOT_REORGANIZED = '0'

/** TransactionTypeDomain: NA not applicable (a plain loan, no trade facility). */
export const CIC_TRANSACTION_NOT_APPLICABLE = 'NA'

/** PaymentPeriodicityDomain: D daily, W weekly, M monthly, P single payment. */
export const CIC_PERIODICITY = { day: 'D', week: 'W', month: 'M', single: 'P' } as const

/** OverdueDaysDomain: the delay in bands, 0 paid as agreed to 6 more than a year. */
export function cicOverdueBand(daysPastDue: number): string {
  if (daysPastDue <= 0) return '0'
  if (daysPastDue <= 30) return '1'
  if (daysPastDue <= 60) return '2'
  if (daysPastDue <= 90) return '3'
  if (daysPastDue <= 180) return '4'
  if (daysPastDue <= 365) return '5'
  return '6'
}

/** GenderDomain, from users.sex (1 male, 2 female). */
export const CIC_GENDER: Readonly<Record<number, string>> = { 1: 'M', 2: 'F' }

/** AddressTypeDomain of an individual: MI main (residence), AI additional. */
export const CIC_ADDRESS_TYPE = { main: 'MI', additional: 'AI' } as const

/** ContactTypeDomain: 3 mobile phone, 7 e-mail. */
export const CIC_CONTACT_TYPE = { mobile: '3', email: '7' } as const

/** IdentificationTypeDomain (registration numbers) of the IDs our Philippine borrowers give (contract/market/ph/id-types.ts). */
export const CIC_IDENTIFICATION_TYPE: Readonly<Record<string, string>> = { ph_tin: '10', ph_sss: '11', ph_umid: '15' }

/** IDTypeDomain (identity documents) of the IDs our Philippine borrowers give. */
export const CIC_ID_DOCUMENT_TYPE: Readonly<Record<string, string>> = { ph_drivers_licence: '10', ph_passport: '12', ph_philsys: '32' }

/** CountryDomain (ISO 3166-1 alpha-2). */
export const CIC_COUNTRY_PHILIPPINES = 'PH'

/** The header's Submission Type: 0 the regular monthly contribution, 1 a correction or history contribution. */
export const CIC_SUBMISSION_TYPE = { regular: '0', correction: '1' } as const
