import { Trans } from '@lingui/react/macro'
import { errorText } from '../i18n/error-text'
import './money-ui.css'

/** Why something could not be loaded, in the borrower's words, with a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="card load-error" role="alert">
      <p>{errorText(error)}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
