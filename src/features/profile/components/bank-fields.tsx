import { Trans, useLingui } from '@lingui/react/macro'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { ACCOUNT_NUMBER_MAX, type BankValues } from '../bank-rules'
import type { BankOption } from '../config-lists'
import type { FieldKit } from '../field-kit'

type Props = { kit: FieldKit<BankValues>; banks: readonly BankOption[]; holder: string | null }

/** The borrower's own bank account: the holder is always the borrower, shown by the verified name. */
export function BankFields({ kit, banks, holder }: Props) {
  const { t } = useLingui()
  return (
    <>
      <SelectField
        label={t`Bank`}
        name="bankName"
        placeholder={t`Choose your bank`}
        options={banks.map((b) => ({ value: b.code, label: b.name }))}
        value={kit.values.bankName}
        onChange={(e) => kit.set({ bankName: e.target.value })}
        onBlur={kit.leave('bankName')}
        error={kit.errorOf('bankName')}
      />
      <TextField
        label={t`Account number`}
        name="cardNo"
        inputMode="numeric"
        autoComplete="off"
        maxLength={ACCOUNT_NUMBER_MAX}
        value={kit.values.cardNo}
        onChange={(e) => kit.set({ cardNo: e.target.value.replace(/\D+/g, '').slice(0, ACCOUNT_NUMBER_MAX) })}
        onBlur={kit.leave('cardNo')}
        error={kit.errorOf('cardNo')}
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
