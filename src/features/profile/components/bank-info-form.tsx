import { useLingui } from '@lingui/react/macro'
import '../profile.css'
import type { FormEvent } from 'react'
import { marketProfile } from '../../../../contract/market/profiles'
import type { UserInfo } from '../../../../contract/schemas/accounts'
import { lender } from '../../../config'
import { usePhoneRules } from '../../../ui/phone-rules'
import { nationalForm } from '../../../ui/phone-text'
import { type BankField, type BankValues, bankChanged, bankFieldOf, bankSubmission, validateBank } from '../bank-rules'
import type { BankOption } from '../config-lists'
import { useProfileForm } from '../use-profile-form'
import { BankFields } from './bank-fields'
import { ProfileFormPage } from './profile-form-page'

const FORM = 'bankInfo'
const ORDER: readonly BankField[] = ['bankName', 'cardNo']

type Props = { user: UserInfo; banks: readonly BankOption[]; onDone: () => void }

/** The bank account alone: bound here, or changed until money has been sent (then 110012 says why not). */
export function BankInfoForm({ user, banks, onDone }: Props) {
  const { t } = useLingui()
  const phoneRules = usePhoneRules()
  const market = marketProfile(lender.market)
  const form = useProfileForm<BankValues, BankField>({
    form: FORM,
    // A wallet's or PromptPay's number is stored in E.164: the field shows it as the borrower writes it.
    initial: { bankName: user.bankName ?? '', cardNo: nationalForm(phoneRules, user.cardNo ?? '', market.code) },
    order: ORDER,
    fieldOf: bankFieldOf,
    validate: (values: BankValues) => validateBank(values, banks, phoneRules, market),
    onDone,
  })
  const { draft, check, send } = form
  const unchanged = !bankChanged(draft.values, user, banks, phoneRules, market)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!check.checkAll()) return
    if (unchanged) onDone()
    else void send([bankSubmission(draft.values, banks, phoneRules, market)])
  }

  return (
    <ProfileFormPage
      id="bank-info-form"
      title={t`Bank account`}
      form={form}
      onSubmit={submit}
    >
      <BankFields
        kit={{ values: draft.values, set: draft.set, errorOf: check.errorOf, leave: check.leave }}
        banks={banks}
        holder={user.realName}
      />
    </ProfileFormPage>
  )
}
