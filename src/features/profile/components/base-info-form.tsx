import { Trans, useLingui } from '@lingui/react/macro'
import '../profile.css'
import type { FormEvent } from 'react'
import type { UserInfo } from '../../../../contract/schemas/accounts'
import type { SelectOption } from '../../../ui/select-field'
import {
  type BaseInfoField,
  type BaseInfoValues,
  baseInfoFieldOf,
  baseInfoFromUser,
  baseInfoSubmissions,
  validateBaseInfo,
} from '../base-info-rules'
import type { BankOption, RegionOption } from '../config-lists'
import type { StepProgressInfo } from '../steps'
import { useProfileForm } from '../use-profile-form'
import { BankFields } from './bank-fields'
import { ContactFields } from './contact-fields'
import { PersonalFields } from './personal-fields'
import { ProfileFormPage } from './profile-form-page'
import { marketProfile } from '../../../../contract/market/profiles'
import { lender } from '../../../config'
import { usePhoneRules } from '../../../ui/phone-rules'
import { nationalForm } from '../../../ui/phone-text'

const FORM = 'baseInfo'
const ORDER: readonly BaseInfoField[] = [
  'email',
  'education',
  'province',
  'city',
  'address',
  'facebook',
  'contact1Name',
  'contact1Relation',
  'contact1Mobile',
  'contact2Name',
  'contact2Relation',
  'contact2Mobile',
  'bankName',
  'cardNo',
]

type Props = {
  user: UserInfo
  progress: StepProgressInfo
  educations: readonly SelectOption[]
  regions: readonly RegionOption[]
  banks: readonly BankOption[]
  onDone: () => void
}

/** Personal details, emergency contacts and the bank account, in one step. */
export function BaseInfoForm({ user, progress, educations, regions, banks, onDone }: Props) {
  const { t } = useLingui()
  const phoneRules = usePhoneRules()
  const form = useProfileForm({
    form: FORM,
    initial: baseInfoFromUser(user, (stored) => nationalForm(phoneRules, stored, lender.market)),
    order: ORDER,
    fieldOf: baseInfoFieldOf,
    validate: (values: BaseInfoValues) => validateBaseInfo(values, user.mobile, banks, phoneRules, marketProfile(lender.market)),
    onDone,
  })
  const { draft, check, send } = form
  const kit = { values: draft.values, set: draft.set, errorOf: check.errorOf, leave: check.leave }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (check.checkAll()) void send(baseInfoSubmissions(draft.values, user, banks, phoneRules, marketProfile(lender.market)))
  }

  return (
    <ProfileFormPage
      id="base-info-form"
      title={t`Your information`}
      progress={progress}
      form={form}
      onSubmit={submit}
    >
      <PersonalFields kit={kit} educations={educations} regions={regions} />
      <ContactFields kit={kit} />
      <h2 className="section-title">
        <Trans>Bank account</Trans>
      </h2>
      <BankFields kit={kit} banks={banks} holder={user.realName} />
    </ProfileFormPage>
  )
}
