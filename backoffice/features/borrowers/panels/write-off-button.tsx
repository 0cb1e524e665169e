import { useState } from 'react'
import { NOTE_MAX } from '../../../../contract/admin/schemas/common'
import { call } from '../../../api'
import { ErrorNotice, Notice } from '../../../components/notice'

/** Asks for a loan's write-off; the server says when the loan is not yet eligible and how far it is. */
export function WriteOffButton({ orderId }: { orderId: number }) {
  const [error, setError] = useState<unknown>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState('')
  const request = async () => {
    setBusy(true)
    setError(null)
    try {
      const { approvalId } = await call('/writeoff/request', { orderId, note })
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
      <label>
        Note for the write-off (why; staff only)
        <input name="note" maxLength={NOTE_MAX} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      </label>
      <button type="button" className="button small danger" disabled={busy || note.trim() === ''} onClick={() => void request()}>
        Request write-off
      </button>
      <ErrorNotice error={error} />
    </>
  )
}
