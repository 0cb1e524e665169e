import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Role } from '../../../../contract/consents'
import type { UserInfo } from '../../../../contract/schemas/accounts'
import { Button } from '../../../ui/button'
import { Page } from '../../../ui/page'
import { RadioGroup } from '../../../ui/radio-group'
import { StepProgress } from '../../../ui/step-progress'
import type { StepProgressInfo } from '../steps'
import { useProfileSubmit } from '../use-profile-submit'

type Props = { user: UserInfo; progress: StepProgressInfo; onDone: () => void }

/** Working or studying: decides whether the questions ask for a job or a school. */
export function RoleStep({ user, progress, onDone }: Props) {
  const { t } = useLingui()
  const [role, setRole] = useState<Role | ''>(user.role ?? '')
  // Continue with no answer says so on the question, rather than doing nothing.
  const [unanswered, setUnanswered] = useState(false)
  const { busy, send } = useProfileSubmit({ form: 'role', order: ['role'], fieldOf: () => null, focus: () => undefined, onDone })
  const submit = () => {
    if (role === '') {
      setUnanswered(true)
      document.querySelector<HTMLInputElement>('input[name="role"]')?.focus()
    } else if (role === user.role) onDone()
    else void send([{ path: '/user/update', body: { role } }])
  }
  return (
    <Page
      title={t`About you`}
      back
      footer={
        <Button disabled={busy} onClick={submit}>
          {busy ? t`Sending…` : t`Continue`}
        </Button>
      }
    >
      <StepProgress step={progress.step} of={progress.of} />
      <RadioGroup
        legend={t`What do you do most of the week?`}
        name="role"
        options={[
          { value: 'working', label: t`I work` },
          { value: 'studying', label: t`I study` },
        ]}
        value={role}
        onChange={(value) => {
          setRole(value === 'studying' ? 'studying' : 'working')
          setUnanswered(false)
        }}
        error={unanswered ? t`Choose one to continue` : null}
      />
      <p className="note muted">
        <Trans>We ask about your job or your school later, depending on your answer.</Trans>
      </p>
    </Page>
  )
}
