import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { CheckIcon } from '../../../ui/status-icons'

const SHOW_MS = 2000

/** The moment after applying: a clear "sent", then on to the decision by itself. */
export function ApplySuccessOverlay({ onDone }: { onDone: () => void }) {
  const done = useRef(onDone)
  done.current = onDone
  const buttonRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    buttonRef.current?.focus()
    const timer = setTimeout(() => done.current(), SHOW_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <div className="success-overlay" role="alertdialog" aria-modal="true" aria-labelledby="apply-sent-title" data-testid="apply-success">
      <span className="success-mark">
        <CheckIcon width={40} height={40} />
      </span>
      <h2 id="apply-sent-title">
        <Trans>Application sent</Trans>
      </h2>
      <p>
        <Trans>We are checking it now. This usually takes a few seconds.</Trans>
      </p>
      <button ref={buttonRef} type="button" className="btn btn-primary" onClick={() => done.current()}>
        <Trans>See the decision</Trans>
      </button>
    </div>
  )
}
