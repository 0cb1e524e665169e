import './forms.css'
import { useLingui } from '@lingui/react/macro'

/** "2 of 4" with a bar, for a long form cut into short steps. */
export function StepProgress({ step, of }: { step: number; of: number }) {
  const { t } = useLingui()
  return (
    <div className="step-progress">
      <span className="step-progress-text">{t`Step ${step} of ${of}`}</span>
      <progress className="step-progress-bar" max={of} value={step} aria-label={t`Step ${step} of ${of}`} />
    </div>
  )
}
