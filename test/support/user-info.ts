import type { UserInfo } from '../../contract/schemas/accounts'

/** A new borrower with nothing filled in; override what a test needs. */
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    mobile: '+66812345678',
    role: null,
    realName: null,
    idType: null,
    identity: null,
    sex: null,
    birthday: null,
    marriage: null,
    email: null,
    facebook: null,
    education: null,
    provinceCity: null,
    address: null,
    bankName: null,
    cardNo: null,
    job: null,
    monthlyIncome: null,
    expenses: null,
    loanPurpose: null,
    loanBefore: null,
    guarantee: null,
    creditScore: null,
    signatureImg: null,
    lastOrderId: null,
    hasWithdrawPin: false,
    hold: null,
    emergencyContacts: [],
    identityImages: false,
    userQualificationView: { identity: 0, basicInformation: 0, bankCard: 0 },
    ...overrides,
  }
}
