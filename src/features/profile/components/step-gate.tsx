import { Navigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { UserInfo } from '../../../../contract/schemas/accounts'
import { Page } from '../../../ui/page'
import { type FormsInOutbox, openStepBefore, type ProfileStep, STEP_PATH } from '../steps'

type Props = {
  /** The step this screen fills in; an earlier open step comes first. */
  step: ProfileStep
  title: string
  user: UserInfo | null
  forms: FormsInOutbox | undefined
  children: (user: UserInfo) => ReactNode
}

/** Shows a profile step once the user copy and the outbox are read, or sends the borrower to an earlier open step. */
export function StepGate({ step, title, user, forms, children }: Props) {
  if (!user || !forms) {
    return (
      <Page title={title} back>
        <div className="skeleton-block skeleton-form" aria-busy="true" />
      </Page>
    )
  }
  const open = openStepBefore(step, user, forms)
  if (open !== null) return <Navigate to={STEP_PATH[open]} replace />
  return children(user)
}
