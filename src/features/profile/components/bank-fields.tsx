import { Trans, useLingui } from '@lingui/react/macro'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { accountFormatOf, type BankValues } from '../bank-rules'
import { type BankOption, bankLabel } from '../config-lists'
import type { FieldKit } from '../field-kit'
import { useProblemWords } from '../problem-words'
import { useLocale } from '../use-locale'

type Props = { kit: FieldKit<BankValues>; banks: readonly BankOption[]; holder: string | null }

/** The borrower's own account: a bank, an e-wallet or PromptPay; the holder is always the borrower, shown by the verified name. */
export function BankFields({ kit, banks, holder }: Props) {
  const { t } = useLingui()
  const words = useProblemWords()
  const locale = useLocale()
  const groups: Record<BankOption['kind'], string> = { bank: t`Banks`, ewallet: t`E-wallets`, proxy: t`PromptPay` }
  const chosen = banks.find((b) => b.code === kit.values.bankName)
  const format = chosen ? accountFormatOf(banks, chosen.code) : null
  const name = chosen ? bankLabel(chosen, locale) : ''
  const example = format?.example ?? ''
  const [min, max] = format?.type === 'digits' ? [format.min, format.max] : [0, 0]
  let expected: string | null = null
  if (format?.type === 'mobile') expected = t`The mobile number of your ${name} account, like ${example}`
  else if (format?.type === 'mobileOrNationalId') expected = t`Your PromptPay mobile number or national ID number`
  else if (format && example === '') expected = min === max ? t`${min} digits` : t`${min} to ${max} digits`
  else if (format) expected = min === max ? t`${min} digits, like ${example}` : t`${min} to ${max} digits, like ${example}`
  const error = kit.errorOf('cardNo')
  const withExpected: Record<string, string> = expected
    ? {
        [words.accountNumber]: t`Check the number: ${expected}`,
        [words.accountDigits]: t`Use digits only: ${expected}`,
        [words.accountTooShort]: t`Too short: ${expected}`,
        [words.accountTooLong]: t`Too long: ${expected}`,
      }
    : {}
  return (
    <>
      <SelectField
        label={t`Where we pay your loan`}
        name="bankName"
        placeholder={t`Choose your bank or e-wallet`}
        options={banks.map((b) => ({ value: b.code, label: bankLabel(b, locale), group: groups[b.kind] }))}
        value={kit.values.bankName}
        onChange={(e) => kit.set({ bankName: e.target.value })}
        onBlur={kit.leave('bankName')}
        error={kit.errorOf('bankName')}
        leading={chosen?.logo ? <img className="field-logo" src={chosen.logo} alt="" width="32" height="32" /> : null}
      />
      <TextField
        label={
          format?.type === 'mobileOrNationalId'
            ? t`Mobile or national ID number`
            : format?.type === 'mobile'
              ? t`Account (mobile number)`
              : t`Account number`
        }
        name="cardNo"
        type={format && format.type !== 'digits' ? 'tel' : 'text'}
        inputMode={format?.type === 'digits' ? 'numeric' : 'tel'}
        autoComplete="off"
        value={kit.values.cardNo}
        onChange={(e) => kit.set({ cardNo: e.target.value })}
        onBlur={kit.leave('cardNo')}
        // The error says what the number should look like: the hint under the field gives way to it.
        error={(error && withExpected[error]) ?? error}
        hint={expected}
      />
      <div className="holder">
        <span className="field-label">
          <Trans>Account holder</Trans>
        </span>
        <strong>{holder ?? t`Your verified name`}</strong>
        <p className="field-hint">
          <Trans>The account must be in your own name. We send the loan only to you.</Trans>
        </p>
      </div>
    </>
  )
}
