import { useLingui } from '@lingui/react/macro'
import type { FormEvent, ReactNode, RefObject } from 'react'
import { CONSENT_MISSING_CODE } from '../../../../contract/error-codes'
import type { RejectedRecord } from '../../../offline/db'
import { Button } from '../../../ui/button'
import { FormAlert } from '../../../ui/form-alert'
import { Page } from '../../../ui/page'
import { SavedOnPhoneNote } from '../../../ui/saved-on-phone'
import { StepProgress } from '../../../ui/step-progress'
import type { StepProgressInfo } from '../steps'
import { ConsentLink } from './consent-link'

type Props = {
  id: string
  title: string
  /** Where this form stands among the profile steps; absent where it is edited on its own. */
  progress?: StepProgressInfo
  busy: boolean
  draft: { saved: boolean; loaded: boolean }
  /** What the server sent back about this form, and the part of it no field shows. */
  answers: readonly Pick<RejectedRecord, 'code'>[]
  general: readonly string[]
  formRef: RefObject<HTMLFormElement | null>
  onSubmit: (event: FormEvent) => void
  children: ReactNode
}

/**
 * The frame every profile form shares: its step, the note that the draft is kept on this phone,
 * what the server sent back (with the way to the consent screen when that is what is missing),
 * and Continue in the thumb zone. The form stays hidden until its draft has been read.
 */
export function ProfileFormPage({ id, title, progress, busy, draft, answers, general, formRef, onSubmit, children }: Props) {
  const { t } = useLingui()
  return (
    <Page
      title={title}
      back
      footer={
        <Button type="submit" form={id} disabled={busy}>
          {busy ? t`Sending…` : t`Continue`}
        </Button>
      }
    >
      {progress ? <StepProgress step={progress.step} of={progress.of} /> : null}
      {draft.saved ? <SavedOnPhoneNote /> : null}
      <FormAlert messages={general}>{answers.some((a) => a.code === CONSENT_MISSING_CODE) ? <ConsentLink /> : null}</FormAlert>
      {!draft.loaded ? <div className="skeleton-block skeleton-form" aria-busy="true" /> : null}
      <form id={id} hidden={!draft.loaded} ref={formRef} className="page-body-form" noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </Page>
  )
}
