import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { type DueDay, type DueDayChoice, dueDaySchema, LAST_FIXED_DUE_DAY, MIN_FIRST_DAYS } from '../../../../contract/repayment-day'

type Props = {
  /** What the product lets the borrower choose. */
  choice: DueDayChoice
  /** Undefined: the usual schedule, a month after the money arrives. */
  value: DueDay | undefined
  error: string | null
  onChange: (value: DueDay | undefined) => void
}

const USUAL = ''

/** The day repayments fall due, chosen to come after payday; the usual schedule until one is picked. */
export function RepaymentDayField({ choice, value, error, onChange }: Props) {
  const { t } = useLingui()
  const id = useId()
  const days = Array.from({ length: LAST_FIXED_DUE_DAY }, (_, i) => i + 1)
  return (
    <div className="field repayment-day">
      <label className="field-label" htmlFor={id}>
        <Trans>Repayment day</Trans>
      </label>
      <div className="field-control">
        <select
          id={id}
          name="dueDay"
          className="field-input field-select"
          value={value === undefined ? USUAL : String(value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(parseChoice(e.target.value))}
        >
          <option value={USUAL}>{t`A month after the money arrives`}</option>
          {choice === 'dayOrTwice' ? <option value="twice">{t`Twice a month: the 15th and the 30th`}</option> : null}
          {days.map((day) => (
            <option key={day} value={day}>
              {t`Day ${day} of each month`}
            </option>
          ))}
          <option value="end">{t`The last day of each month`}</option>
        </select>
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        {value === 'twice' ? (
          <Trans>Two smaller repayments a month. In February the second is on the last day.</Trans>
        ) : (
          <Trans>Pick a day just after your payday.</Trans>
        )}{' '}
        <Trans>
          The first repayment is at least {value === 'twice' ? MIN_FIRST_DAYS.twice : MIN_FIRST_DAYS.month} days after the money arrives, and its interest
          is counted by its days.
        </Trans>
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function parseChoice(text: string): DueDay | undefined {
  if (text === USUAL) return undefined
  const parsed = dueDaySchema.safeParse(/^\d+$/.test(text) ? Number(text) : text)
  return parsed.success ? parsed.data : undefined
}
