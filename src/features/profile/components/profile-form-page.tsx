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

/** What the frame reads of a form's state, as useProfileForm returns it. */
type FormState = {
  busy: boolean
  draft: { saved: boolean; pending: boolean; loaded: boolean }
  /** What the server sent back about this form, and the part of it no field shows. */
  answers: readonly Pick<RejectedRecord, 'code'>[]
  sentBack: { general: readonly string[] }
  check: { formRef: RefObject<HTMLFormElement | null> }
}

type Props = {
  id: string
  title: string
  /** Where this form stands among the profile steps; absent where it is edited on its own. */
  progress?: StepProgressInfo
  form: FormState
  onSubmit: (event: FormEvent) => void
  children: ReactNode
}

/**
 * The frame every profile form shares: its step, the note that the draft is kept on this phone,
 * what the server sent back (with the way to the consent screen when that is what is missing),
 * and Continue in the thumb zone. The form stays hidden until its draft has been read.
 */
export function ProfileFormPage({ id, title, progress, form, onSubmit, children }: Props) {
  const { t } = useLingui()
  const { busy, draft, answers } = form
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
      {draft.saved ? <SavedOnPhoneNote pending={draft.pending} /> : null}
      <FormAlert messages={form.sentBack.general}>{answers.some((a) => a.code === CONSENT_MISSING_CODE) ? <ConsentLink /> : null}</FormAlert>
      {!draft.loaded ? <div className="skeleton-block skeleton-form" aria-busy="true" /> : null}
      <form id={id} hidden={!draft.loaded} ref={form.check.formRef} className="page-body-form" noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </Page>
  )
}
