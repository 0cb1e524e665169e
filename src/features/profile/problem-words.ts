import { useLingui } from '@lingui/react/macro'
import { usePhoneWords } from '../../ui/phone-field'

export type ProfileProblem =
  | 'required'
  | 'textTooLong'
  | 'email'
  | 'format'
  | 'tooLong'
  | 'otherMarket'
  | 'notMobile'
  | 'samePhone'
  | 'ownPhone'
  | 'accountNumber'
  | 'accountDigits'
  | 'accountTooShort'
  | 'accountTooLong'
  | 'amount'
  | 'amountTooLong'

/** Each problem a profile field can have, in the borrower's words. */
export function useProblemWords(): Record<ProfileProblem, string> {
  const { t } = useLingui()
  const { format, tooLong, otherMarket, notMobile } = usePhoneWords()
  return {
    required: t`Please fill this in`,
    textTooLong: t`This is too long: please shorten it`,
    email: t`Enter an email address like name@example.com`,
    format,
    tooLong,
    otherMarket,
    notMobile,
    samePhone: t`The two contacts need different phone numbers`,
    ownPhone: t`Enter someone else's number, not your own`,
    accountNumber: t`Check the account number`,
    accountDigits: t`Use digits only`,
    accountTooShort: t`This account number is too short`,
    accountTooLong: t`This account number is too long`,
    amount: t`Enter a whole number, digits only`,
    amountTooLong: t`Too many digits: at most 9`,
  }
}

/** Problems by field, in words. */
export function inWords<F extends string>(
  problems: Partial<Record<F, ProfileProblem>>,
  words: Record<ProfileProblem, string>,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {}
  for (const [field, problem] of Object.entries(problems) as [F, ProfileProblem | undefined][]) if (problem) out[field] = words[problem]
  return out
}
