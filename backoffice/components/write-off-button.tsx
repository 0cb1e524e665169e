import { useState } from 'react'
import { call } from '../api'
import { ErrorNotice, Notice } from './notice'

/** Asks for a loan's write-off; the server says when the loan is not yet eligible and how far it is. */
export function WriteOffButton({ orderId }: { orderId: number }) {
  const [error, setError] = useState<unknown>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const request = async () => {
    setBusy(true)
    setError(null)
    try {
      const { approvalId } = await call('/writeoff/request', { orderId })
      setDone(approvalId === null ? 'Written off.' : `Write-off requested as #${approvalId}: it is posted when another staff member approves it.`)
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }
  if (done) return <Notice>{done}</Notice>
  return (
    <>
      <button type="button" className="button small danger" disabled={busy} onClick={() => void request()}>
        Request write-off
      </button>
      <ErrorNotice error={error} />
    </>
  )
}
