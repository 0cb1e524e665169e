import type { ReactNode } from 'react'
import { errorText } from './error-text'

export function ErrorNotice({ error }: { error: unknown }) {
  if (!error) return null
  return (
    <p className="notice notice-error" role="alert">
      {errorText(error)}
    </p>
  )
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="notice" role="status">
      {children}
    </p>
  )
}

export function Loading() {
  return <p className="muted">Loading…</p>
}
