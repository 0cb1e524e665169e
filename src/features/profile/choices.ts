import { useLingui } from '@lingui/react/macro'
import type { SelectOption } from '../../ui/select-field'

// Fixed choices the app offers; the server keeps the code, each screen shows the words.

export function useRelationOptions(): SelectOption[] {
  const { t } = useLingui()
  return [
    { value: 'parent', label: t`Parent` },
    { value: 'spouse', label: t`Husband or wife` },
    { value: 'sibling', label: t`Brother or sister` },
    { value: 'child', label: t`Son or daughter` },
    { value: 'relative', label: t`Other relative` },
    { value: 'friend', label: t`Friend` },
    { value: 'colleague', label: t`Colleague` },
  ]
}

export function useLoanPurposeOptions(): SelectOption[] {
  const { t } = useLingui()
  return [
    { value: 'daily', label: t`Daily expenses` },
    { value: 'business', label: t`My business` },
    { value: 'education', label: t`School fees` },
    { value: 'medical', label: t`Medical bills` },
    { value: 'home', label: t`Home repairs` },
    { value: 'vehicle', label: t`Vehicle` },
    { value: 'debt', label: t`Paying other debts` },
    { value: 'other', label: t`Something else` },
  ]
}

export function useYesNoOptions(): SelectOption[] {
  const { t } = useLingui()
  return [
    { value: 'yes', label: t`Yes` },
    { value: 'no', label: t`No` },
  ]
}
