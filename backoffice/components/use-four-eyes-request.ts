import { useState } from 'react'

/** Sends a four-eyes request and says what became of it: waiting for a checker, or applied at once. */
export function useFourEyesRequest(what: string) {
  const [error, setError] = useState<unknown>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const send = async (request: () => Promise<{ approvalId: number | null }>) => {
    setBusy(true)
    setError(null)
    try {
      const { approvalId } = await request()
      setDone(approvalId === null ? `${what}: done.` : `${what} requested as #${approvalId}: it takes effect when another staff member approves it.`)
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }
  return { error, done, busy, send }
}
