import * as z from 'zod/mini'
import { CONSENT_PURPOSES, ROLES } from '../consents'
import { HOLD_REASONS } from '../hold-reasons'
import { EMAIL_MAX, FACEBOOK_MAX, INVITE_CODE_MAX } from '../text-limits'
import { birthday, id, line, longText, majorAmount, mobile, password, plainText, platform, shortText, smsCode } from './fields'
import { KYC_REASONS, KYC_STATUSES, RETAKE_SLOTS } from '../kyc'

export const smsSendBody = z.object({ mobile, appId: id, companyId: id })
export const smsSendData = z.object({ resendAfter: z.number() })
export const smsWithdrawPinBody = z.object({})

export const registerBody = z.object({
  mobile,
  password,
  // API.md's table omits it, but a phone is only registered by whoever can read its SMS.
  smsCode,
  installationSource: z.optional(line(64)),
  platform,
  companyId: id,
  appId: id,
  telemarketingCode: z.optional(z.string().check(z.trim(), z.maxLength(INVITE_CODE_MAX), plainText())),
})

export const loginBody = z.object({ mobile, password, companyId: id, appId: id, platform })
export const resetPasswordBody = z.object({ mobile, smsCode, password, companyId: id, appId: id })
export const tokenData = z.object({ token: z.string() })

export const QUALIFICATION_DONE = [1, 2, 3] as const
export const sexSchema = z.union([z.literal(1), z.literal(2)])

export const emergencyContactSchema = z.object({ name: shortText, relation: shortText, mobile })
export type EmergencyContact = z.infer<typeof emergencyContactSchema>

export const kycSchema = z.object({ status: z.enum(KYC_STATUSES), reasons: z.array(z.enum(KYC_REASONS)), retake: z.array(z.enum(RETAKE_SLOTS)) })
export type Kyc = z.infer<typeof kycSchema>

export const userInfoSchema = z.object({
  mobile: z.string(),
  role: z.nullable(z.enum(ROLES)),
  realName: z.nullable(z.string()),
  /** A code of the market's ID_TYPES. */
  idType: z.nullable(z.string()),
  identity: z.nullable(z.string()),
  sex: z.nullable(sexSchema),
  birthday: z.nullable(z.string()),
  marriage: z.nullable(z.string()),
  email: z.nullable(z.string()),
  facebook: z.nullable(z.string()),
  education: z.nullable(z.string()),
  provinceCity: z.nullable(z.string()),
  address: z.nullable(z.string()),
  bankName: z.nullable(z.string()),
  cardNo: z.nullable(z.string()),
  job: z.nullable(z.string()),
  monthlyIncome: z.nullable(z.number()),
  expenses: z.nullable(z.number()),
  loanPurpose: z.nullable(z.string()),
  loanBefore: z.nullable(z.boolean()),
  guarantee: z.nullable(z.boolean()),
  creditScore: z.nullable(z.number()),
  signatureImg: z.nullable(z.string()),
  lastOrderId: z.nullable(z.number()),
  hasWithdrawPin: z.boolean(),
  /** Five wrong PINs in a row: a new PIN must be set before withdrawing. */
  withdrawPinLocked: z.optional(z.boolean()),
  hold: z.nullable(z.object({ reason: z.enum(HOLD_REASONS) })),
  emergencyContacts: z.array(z.object({ name: z.string(), relation: z.string(), mobile: z.string() })),
  identityImages: z.boolean(),
  /** Where the identity check stands; absent only from a copy saved on the phone by an older app. */
  kyc: z.optional(kycSchema),
  userQualificationView: z.object({ identity: z.number(), basicInformation: z.number(), bankCard: z.number() }),
  /** The purposes whose consent stands (a copy saved on the phone by an older app has none). */
  consents: z.optional(z.array(z.enum(CONSENT_PURPOSES))),
  /**
   * The borrower's credit from an earlier loan held by the lender and not already on its way back
   * (decisions/0012); absent when there is none. appliesToNextLoan: the lender's CREDIT_POLICY pays
   * it into the next loan at its payout, unless the borrower asks for it back first.
   */
  credit: z.optional(z.object({ amount: z.number(), appliesToNextLoan: z.boolean() })),
})
export type UserInfo = z.infer<typeof userInfoSchema>

export const userUpdateBody = z.partial(
  z.object({
    role: z.enum(ROLES),
    realName: shortText,
    // Checked against the market's ID type on the server: the shape depends on the type.
    idType: z.string().check(z.minLength(1), z.maxLength(32), plainText()),
    identity: z.string().check(z.trim(), z.minLength(1), z.maxLength(32), plainText()),
    /** Thailand: the code on the back of the ID card (JT1-1234567-89); read by the market on the server. */
    laserCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(20), plainText()),
    sex: sexSchema,
    birthday,
    marriage: shortText,
    email: line(EMAIL_MAX),
    facebook: line(FACEBOOK_MAX),
    education: shortText,
    provinceCity: z.string().check(z.regex(/^[^,]{1,100},[^,]{1,100}$/), plainText()),
    address: longText,
    job: shortText,
    // Stored in minor units: more than 2 decimals would be no whole number of them.
    monthlyIncome: majorAmount.check(z.lte(1e9)),
    expenses: majorAmount.check(z.lte(1e9)),
    loanPurpose: shortText,
    loanBefore: z.boolean(),
    guarantee: z.boolean(),
  }),
)

export const emergencyContactsBody = z.object({
  contacts: z.array(emergencyContactSchema).check(z.length(2)),
})

export const bankBindingBody = z.object({
  bankName: z.string().check(z.minLength(1), z.maxLength(16), plainText()),
  // Digits, or a mobile or ID number for e-wallets and PromptPay: checked against the channel's format on the server.
  cardNo: z.string().check(z.trim(), z.minLength(1), z.maxLength(32), plainText()),
})

// Files arrive as Blobs (File in browsers and Node); their bytes are checked on the server.
const upload = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob)

export const identityApplyBody = z.object({
  frontImage: z.optional(upload),
  backImage: z.optional(upload),
  handHoldImage: z.optional(upload),
})
export const signatureUploadBody = z.object({ img: upload })

export const identityImagesData = z.object({
  frontImage: z.nullable(z.string()),
  backImage: z.nullable(z.string()),
  handHoldImage: z.nullable(z.string()),
})

export const signatureData = z.object({ signatureImg: z.string() })
export const withdrawPinSetBody = z.object({ pin: z.string().check(z.regex(/^\d{6}$/)), smsCode })

export const consentBody = z.object({ purpose: z.enum(CONSENT_PURPOSES) })
export const consentListData = z.array(
  z.object({ purpose: z.enum(CONSENT_PURPOSES), version: z.string(), givenAt: z.string(), withdrawnAt: z.nullable(z.string()) }),
)
export const dataExportData = z.record(z.string(), z.unknown())

/** The three identity photos, sent as multipart fields of these names. */
export const IDENTITY_IMAGE_FIELDS = ['frontImage', 'backImage', 'handHoldImage'] as const
export type IdentityImageField = (typeof IDENTITY_IMAGE_FIELDS)[number]
