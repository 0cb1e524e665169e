import { describe, expect, it } from 'vitest'
import { type FormsInOutbox, openStepBefore, PROFILE_STEPS, progressOf, STEP_PATH } from '../../src/features/profile/steps'
import { userInfo } from '../support/user-info'

const forms = (waiting: string[] = [], sentBack: string[] = []): FormsInOutbox => ({
  waiting: new Set(waiting),
  sentBack: new Set(sentBack),
})

describe('the profile steps', () => {
  it('start with the role (reached through the consent screen)', () => {
    expect(openStepBefore(null, userInfo(), forms())).toBe('role')
  })

  it('open with the consent and ask for no signature: that is asked on the contract, once its terms are shown', () => {
    expect(STEP_PATH[PROFILE_STEPS[0]]).toBe('/consent')
    expect(Object.values(STEP_PATH)).toEqual(['/consent', '/identity', '/baseInfo', '/question'])
  })

  it('move on when a step waits in the outbox, so a borrower offline keeps going', () => {
    expect(openStepBefore(null, userInfo(), forms(['role', 'identity']))).toBe('baseInfo')
  })

  it('send the borrower back to a step the server refused', () => {
    const done = userInfo({ role: 'working', userQualificationView: { identity: 1, basicInformation: 0, bankCard: 0 } })
    expect(openStepBefore('baseInfo', done, forms([], ['identity']))).toBe('identity')
  })

  it('need both the basic information and the bank card for the third step', () => {
    const user = userInfo({ role: 'studying', userQualificationView: { identity: 1, basicInformation: 1, bankCard: 0 } })
    expect(openStepBefore(null, user, forms())).toBe('baseInfo')
  })

  it('let a screen open when every step before it is done', () => {
    const user = userInfo({ role: 'working', userQualificationView: { identity: 2, basicInformation: 0, bankCard: 0 } })
    expect(openStepBefore('identity', user, forms())).toBeNull()
    expect(progressOf('identity')).toEqual({ step: 2, of: 4 })
  })

  it('count the identity as done once it is sent, while its check runs or a person looks, not only once verified', () => {
    for (const status of ['pending', 'review', 'verified'] as const) {
      const user = userInfo({ role: 'working', kyc: { status, reasons: [], retake: [] }, userQualificationView: { identity: 0, basicInformation: 0, bankCard: 0 } })
      expect(openStepBefore('baseInfo', user, forms())).toBeNull()
    }
  })

  it('open the identity step again when a photo is asked for again, or the identity was rejected', () => {
    const retake = userInfo({ role: 'working', kyc: { status: 'review', reasons: ['no_face_in_hand_photo'], retake: ['hand'] }, userQualificationView: { identity: 0, basicInformation: 1, bankCard: 1 } })
    expect(openStepBefore('baseInfo', retake, forms())).toBe('identity')
    const rejected = userInfo({ role: 'working', kyc: { status: 'rejected', reasons: ['document_not_valid'], retake: [] }, userQualificationView: { identity: 0, basicInformation: 1, bankCard: 1 } })
    expect(openStepBefore('baseInfo', rejected, forms())).toBe('identity')
    const none = userInfo({ role: 'working', kyc: { status: 'none', reasons: [], retake: [] }, userQualificationView: { identity: 0, basicInformation: 1, bankCard: 1 } })
    expect(openStepBefore('baseInfo', none, forms())).toBe('identity')
  })
})
