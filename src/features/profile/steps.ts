// The profile is filled in short steps, in this order; Home's "complete your
// information" leads into the first one still open. A step counts as done when the
// server has it, or when it waits in the outbox, so a borrower offline moves on.
import { identityStepDone } from '../../../contract/kyc-progress'
import { questionnaireAnswered } from '../../../contract/questionnaire-progress'
import type { UserInfo } from '../../../contract/schemas/accounts'

export const PROFILE_STEPS = ['role', 'identity', 'baseInfo', 'question'] as const
export type ProfileStep = (typeof PROFILE_STEPS)[number]

/** Where each step is filled in: the role step opens with the consent screen. */
export const STEP_PATH = {
  role: '/consent',
  identity: '/identity',
  baseInfo: '/baseInfo',
  question: '/question',
} as const satisfies Record<ProfileStep, string>

/** Forms (by draft name) with a submission waiting, and those the server sent back. */
export type FormsInOutbox = { waiting: ReadonlySet<string>; sentBack: ReadonlySet<string> }

const done = (v: number) => v >= 1 && v <= 3

function onServer(step: ProfileStep, user: UserInfo): boolean {
  const q = user.userQualificationView
  switch (step) {
    case 'role':
      return user.role !== null
    case 'identity':
      return identityStepDone(user)
    case 'baseInfo':
      return done(q.basicInformation) && done(q.bankCard)
    case 'question':
      return questionnaireAnswered(user)
  }
}

export function isStepDone(step: ProfileStep, user: UserInfo, forms: FormsInOutbox): boolean {
  if (forms.sentBack.has(step)) return false
  return forms.waiting.has(step) || onServer(step, user)
}

/** The first step still open before `step` (all of them when omitted), or null. */
export function openStepBefore(step: ProfileStep | null, user: UserInfo, forms: FormsInOutbox): ProfileStep | null {
  const end = step === null ? PROFILE_STEPS.length : PROFILE_STEPS.indexOf(step)
  return PROFILE_STEPS.slice(0, end).find((s) => !isStepDone(s, user, forms)) ?? null
}

export type StepProgressInfo = { step: number; of: number }

export function progressOf(step: ProfileStep): StepProgressInfo {
  return { step: PROFILE_STEPS.indexOf(step) + 1, of: PROFILE_STEPS.length }
}
