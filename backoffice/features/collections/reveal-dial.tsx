import { useState } from 'react'
import { call } from '../../api'
import { ErrorNotice } from '../../components/notice'

/**
 * The borrower's number masked to its last four digits until the agent reveals it to call; the
 * server refuses outside the allowed hours and writes every reveal to the audit log.
 */
export function RevealDial({ orderId, masked, onRevealed }: { orderId: number; masked: string; onRevealed: () => void }) {
  const [mobile, setMobile] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(null)
  const reveal = async () => {
    setError(null)
    try {
      setMobile((await call('/collections/reveal', { orderId })).mobile)
      onRevealed()
    } catch (e) {
      setError(e)
    }
  }
  return (
    <div>
      <span className="mono">{mobile ?? masked}</span>{' '}
      {mobile ? (
        <a className="button small primary" href={`tel:${mobile}`}>
          Dial {mobile}
        </a>
      ) : (
        <button type="button" className="button small" onClick={reveal} title="Revealing the number is written to the audit log">
          Reveal and dial
        </button>
      )}
      {mobile ? <span className="muted small"> revealed, logged</span> : null}
      <ErrorNotice error={error} />
    </div>
  )
}
