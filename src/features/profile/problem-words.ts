import { useLingui } from '@lingui/react/macro'

export type ProfileProblem = 'required' | 'email' | 'phone' | 'samePhone' | 'ownPhone' | 'accountNumber' | 'amount'

/** Each problem a profile field can have, in the borrower's words. */
export function useProblemWords(): Record<ProfileProblem, string> {
  const { t } = useLingui()
  return {
    required: t`Please fill this in`,
    email: t`Enter an email address like name@example.com`,
    phone: t({ id: 'phone_input', message: 'Enter your 11-digit phone number starting with 0' }),
    samePhone: t`The two contacts need different phone numbers`,
    ownPhone: t`Enter someone else's number, not your own`,
    accountNumber: t`Enter the 10 to 15 digits of your account number`,
    amount: t`Enter a whole number, digits only`,
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
