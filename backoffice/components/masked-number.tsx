import { useState } from 'react'
import type { Revealable } from '../../contract/admin/schemas/borrowers'
import { call } from '../api'
import { errorText } from './error-text'

type Props = { userId: number; field: Revealable; masked: string | null; canOpen: boolean }

/** A number shown masked; opening it asks the server, which writes the opening to the audit log. */
export function MaskedNumber({ userId, field, masked, canOpen }: Props) {
  const [value, setValue] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  if (masked === null) return <span className="muted">none</span>
  const open = async () => {
    try {
      setValue((await call('/borrowers/reveal', { userId, field })).value)
    } catch (error) {
      setProblem(errorText(error))
    }
  }
  return (
    <span className="masked">
      <span className="mono">{value ?? masked}</span>
      {value === null && canOpen ? (
        <button type="button" className="link-button" onClick={open} title="Opening a full number is written to the audit log">
          Open
        </button>
      ) : null}
      {value !== null ? <span className="muted small"> opened, logged</span> : null}
      {problem ? <span className="error small"> {problem}</span> : null}
    </span>
  )
}
