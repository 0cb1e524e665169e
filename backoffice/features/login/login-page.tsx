import { type FormEvent, useState } from 'react'
import { call, takeLostReason } from '../../api'
import { ErrorNotice, Notice } from '../../components/notice'
import { setSession } from '../../session'

export function LoginPage() {
  const [lost] = useState(takeLostReason)
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '')
    setBusy(true)
    setError(null)
    try {
      const totp = text('totp').replace(/\s/g, '')
      const answer = await call('/login', { name: text('name').trim(), password: text('password'), ...(totp ? { totp } : {}) })
      setSession(answer)
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <main className="login">
      <form className="card login-card" onSubmit={submit}>
        <h1>Back office</h1>
        <p className="muted">Staff sign-in. Borrower accounts do not work here.</p>
        {lost ? <Notice>{lost}</Notice> : null}
        <ErrorNotice error={error} />
        <label>
          Name
          {/* Staff open this page to sign in and nothing else: the cursor waits where typing starts. */}
          <input name="name" autoComplete="username" required autoFocus />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <label>
          Authenticator code <span className="muted small">(if your account has one)</span>
          <input name="totp" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} />
        </label>
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  )
}
