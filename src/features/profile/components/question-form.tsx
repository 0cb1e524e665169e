import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import type { UserInfo } from '../../../../contract/schemas/accounts'
import { RadioGroup } from '../../../ui/radio-group'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { useLoanPurposeOptions, useYesNoOptions } from '../choices'
import { QUESTION_FIELDS, questionFieldOf, questionSubmission, questionsFromUser, validateQuestions } from '../question-rules'
import type { StepProgressInfo } from '../steps'
import { useProfileForm } from '../use-profile-form'
import { ProfileFormPage } from './profile-form-page'

const FORM = 'question'

type Props = { user: UserInfo; progress: StepProgressInfo; currency: string; onDone: () => void }

/** Six questions about the borrower's means; a student is asked for a school instead of a job. */
export function QuestionForm({ user, progress, currency, onDone }: Props) {
  const { t } = useLingui()
  const form = useProfileForm({
    form: FORM,
    initial: questionsFromUser(user),
    order: QUESTION_FIELDS,
    fieldOf: questionFieldOf,
    validate: validateQuestions,
    onDone,
  })
  const { draft, check, send } = form
  const yesNo = useYesNoOptions()
  const studying = user.role === 'studying'
  const v = draft.values
  const amountField = (field: 'monthlyIncome' | 'expenses', label: string) => (
    <TextField
      label={label}
      name={field}
      inputMode="numeric"
      autoComplete="off"
      value={v[field]}
      onChange={(e) => draft.set({ [field]: e.target.value })}
      onBlur={check.leave(field)}
      error={check.errorOf(field)}
      trailing={<span className="field-unit">{currency}</span>}
    />
  )

  const yesNoField = (field: 'loanBefore' | 'guarantee', legend: string) => (
    <RadioGroup
      legend={legend}
      name={field}
      options={yesNo}
      value={v[field]}
      onChange={(value) => draft.set({ [field]: value === 'yes' ? 'yes' : 'no' })}
      error={check.errorOf(field)}
    />
  )

  function submit(event: FormEvent) {
    event.preventDefault()
    if (check.checkAll()) void send([questionSubmission(v)])
  }

  return (
    <ProfileFormPage
      id="question-form"
      title={t`A few questions`}
      progress={progress}
      form={form}
      onSubmit={submit}
    >
      <TextField
        label={studying ? t`Your school or university` : t`Your job`}
        name="job"
        autoComplete={studying ? 'off' : 'organization-title'}
        value={v.job}
        onChange={(e) => draft.set({ job: e.target.value })}
        onBlur={check.leave('job')}
        error={check.errorOf('job')}
      />
      {amountField('monthlyIncome', studying ? t`Money you receive each month` : t`Monthly income`)}
      {amountField('expenses', t`Monthly expenses`)}
      <SelectField
        label={t`What is the loan for?`}
        name="loanPurpose"
        placeholder={t`Choose one`}
        options={useLoanPurposeOptions()}
        value={v.loanPurpose}
        onChange={(e) => draft.set({ loanPurpose: e.target.value })}
        onBlur={check.leave('loanPurpose')}
        error={check.errorOf('loanPurpose')}
      />
      {yesNoField('loanBefore', t`Have you borrowed money before?`)}
      {yesNoField('guarantee', t`Can someone guarantee your loan?`)}
    </ProfileFormPage>
  )
}
