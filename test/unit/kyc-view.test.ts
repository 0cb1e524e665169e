import { describe, expect, it } from 'vitest'
import { KYC_REASONS } from '../../contract/kyc'
import { identityStepDone, identityVerified } from '../../contract/kyc-progress'
import type { Kyc } from '../../contract/schemas/accounts'
import { identitySubmissions } from '../../src/features/identity/submissions'
import { laserCodeProblem } from '../../src/features/identity/validate'
import { kycView } from '../../src/features/kyc/kyc-view'
import { MARKET_PROFILES } from '../../contract/market/profiles'

const kyc = (overrides: Partial<Kyc>): Kyc => ({ status: 'pending', reasons: [], retake: [], ...overrides })
const nothingDone = { identity: 0, basicInformation: 0, bankCard: 0 }

describe('what the borrower is shown of their identity check', () => {
  it('shows nothing before the identity is sent, or from a copy saved by an older app', () => {
    expect(kycView(kyc({ status: 'none' }))).toBeNull()
    expect(kycView(undefined)).toBeNull()
  })

  it('shows the check running, then verified', () => {
    expect(kycView(kyc({ status: 'pending' }))).toEqual({ kind: 'checking' })
    expect(kycView(kyc({ status: 'verified' }))).toEqual({ kind: 'verified' })
  })

  it('says a person looks when the check is unsure and asks nothing of the borrower', () => {
    expect(kycView(kyc({ status: 'review', reasons: ['document_not_checked'] }))).toEqual({ kind: 'person', reasons: ['document_not_checked'] })
  })

  it('asks for exactly the photos the check could not use, in review or rejected', () => {
    expect(kycView(kyc({ status: 'review', reasons: ['face_mismatch'], retake: ['front', 'hand'] }))).toEqual({ kind: 'retake', slots: ['front', 'hand'], reasons: ['face_mismatch'] })
    expect(kycView(kyc({ status: 'rejected', reasons: ['liveness_failed'], retake: ['hand'] }))).toMatchObject({ kind: 'retake', slots: ['hand'] })
  })

  it('tells a rejection with nothing to retake with its reasons, never the reused photo', () => {
    expect(kycView(kyc({ status: 'rejected', reasons: ['identity_mismatch', 'photo_reused'] }))).toEqual({ kind: 'rejected', reasons: ['identity_mismatch'] })
  })

  it('has a rule for every reason the server can send', () => {
    for (const reason of KYC_REASONS) expect(kycView(kyc({ status: 'rejected', reasons: [reason] }))).not.toBeNull()
  })
})

describe('the identity step of the profile', () => {
  it('is done once sent (pending, review, verified), not only once verified', () => {
    for (const status of ['pending', 'review', 'verified'] as const) expect(identityStepDone({ kyc: kyc({ status }), userQualificationView: nothingDone })).toBe(true)
  })

  it('is open again when a photo is asked for again, when rejected, or before anything is sent', () => {
    expect(identityStepDone({ kyc: kyc({ status: 'review', retake: ['hand'] }), userQualificationView: nothingDone })).toBe(false)
    expect(identityStepDone({ kyc: kyc({ status: 'rejected' }), userQualificationView: nothingDone })).toBe(false)
    expect(identityStepDone({ kyc: kyc({ status: 'none' }), userQualificationView: nothingDone })).toBe(false)
  })

  it('locks the name and number only once verified', () => {
    expect(identityVerified({ kyc: kyc({ status: 'pending' }), userQualificationView: { ...nothingDone, identity: 1 } })).toBe(false)
    expect(identityVerified({ kyc: kyc({ status: 'verified' }), userQualificationView: { ...nothingDone, identity: 1 } })).toBe(true)
  })
})

describe('the laser code field', () => {
  const TH = MARKET_PROFILES.TH
  const PH = MARKET_PROFILES.PH

  it('takes the code as printed, with or without dashes and spaces, in any case', () => {
    for (const typed of ['JT1-1234567-89', 'jt1 1234567 89', 'JT1123456789']) expect(laserCodeProblem(typed, TH, true)).toBeNull()
  })

  it('refuses another shape, and a blank one when it is needed', () => {
    for (const typed of ['JT1-1234567-8', '1231234567890', 'J11-1234567-89']) expect(laserCodeProblem(typed, TH, true)).toBe('laserFormat')
    expect(laserCodeProblem('', TH, true)).toBe('required')
    expect(laserCodeProblem('', TH, false)).toBeNull()
  })

  it('is not asked where the market has no card check that takes it', () => {
    expect(laserCodeProblem('', PH, true)).toBeNull()
  })

  it('is sent in its printed form with the identity, and not at all when left blank', () => {
    const values = { realName: 'Somchai Jaidee', idType: '', identity: '1101700230705', sex: '1' as const, birthday: '1990-05-17', marriage: 'single' }
    const [update] = identitySubmissions({ ...values, laserCode: 'jt1 1234567 89' }, TH, {}, false)
    expect(update?.body).toMatchObject({ laserCode: 'JT1-1234567-89' })
    const [blank] = identitySubmissions({ ...values, laserCode: '' }, TH, {}, false)
    expect(blank?.body).not.toHaveProperty('laserCode')
  })
})
