import './forms.css'
import type { ReactNode } from 'react'
import { AlertIcon } from './icons'

/** What the server said about a form that no single field shows; stays until the form is sent again. */
export function FormAlert({ messages, children }: { messages: readonly string[]; children?: ReactNode }) {
  if (messages.length === 0) return null
  return (
    <div className="notice notice-error" role="alert">
      <AlertIcon />
      <div className="notice-text">
        {messages.map((m) => (
          <p key={m}>{m}</p>
        ))}
        {children}
      </div>
    </div>
  )
}
