import './forms.css'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { mask } from '../../contract/validation'
import { EyeIcon, EyeOffIcon } from './icons'

/** A number shown as its first and last character until the borrower asks to see it. */
export function MaskedValue({ value, label }: { value: string; label: string }) {
  const { t } = useLingui()
  const [shown, setShown] = useState(false)
  return (
    <span className="masked-value">
      <span className="money">{shown ? value : mask(value)}</span>
      <button
        type="button"
        className="icon-btn masked-toggle"
        aria-pressed={shown}
        aria-label={shown ? t`Hide ${label}` : t`Show ${label}`}
        onClick={() => setShown(!shown)}
      >
        {shown ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </span>
  )
}
