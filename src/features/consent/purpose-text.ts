import { useLingui } from '@lingui/react/macro'
import type { ConsentPurpose } from '../../../contract/consents'

export type PurposeText = { title: string; body: string }

/** Each purpose in plain words: what is used, and what for. */
export function usePurposeText(): Record<ConsentPurpose, PurposeText> {
  const { t } = useLingui()
  return {
    identity_verification: {
      title: t`Checking who you are`,
      body: t`Your name, ID card number, sex, date of birth, marital status and photos of your ID card, to confirm that you are the person applying.`,
    },
    bank_account: {
      title: t`Your bank account`,
      body: t`Your bank and account number, to send the loan to an account in your own name.`,
    },
    credit_assessment: {
      title: t`Deciding on your application`,
      body: t`Your email, education, address, work or school, income, expenses and your two emergency contacts, to decide whether and how much we can lend to you.`,
    },
    credit_bureau: {
      title: t`Asking the credit bureau about you`,
      body: t`Your name, ID number and date of birth, sent to the credit bureau once for each application you agree to, to learn your open loans, how you repaid them and other lenders' recent checks.`,
    },
    borrowing_policy: {
      title: t`The borrowing policy`,
      body: t`You agreed to give true information, that your verified name and ID number stay as confirmed, that cancelling before any money is sent is free, and that we never ask you to pay anything to receive your loan.`,
    },
  }
}
