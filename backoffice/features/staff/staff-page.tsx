import { type FormEvent, useState } from 'react'
import { STAFF_ROLES, type StaffRole } from '../../../contract/admin/roles'
import { MIN_STAFF_PASSWORD, type StaffMember } from '../../../contract/admin/schemas/staff'
import { call } from '../../api'
import { listed, when } from '../../components/format'
import { ErrorNotice, Loading, Notice } from '../../components/notice'
import { Badge } from '../../components/status-badge'
import { useFourEyesRequest } from '../../components/use-four-eyes-request'
import { useLoad } from '../../components/use-load'
import { useSession } from '../../session'

/** What each role lets a member do, for the admin choosing them. */
const ROLE_HELP: Record<StaffRole, string> = {
  reviewer: 'review queue: approve or refuse applications',
  support: 'borrowers, holds and support tickets',
  money: 'payouts, repayments, waivers, write-off requests',
  config: 'products, pricing and settings (changes need a checker)',
  checker: "approves or rejects other members' requests",
  collections: 'overdue loans, contacts and promises to pay',
  admin: 'staff accounts: create, disable, ask for role changes',
}

const rolesFrom = (form: FormData): StaffRole[] => STAFF_ROLES.filter((role) => form.get(`role-${role}`) === 'on')

/** The company's staff accounts: an admin adds and disables members; roles change through four-eyes. */
export function StaffPage() {
  const list = useLoad(() => call('/staff/list', {}), 'staff')
  const [message, setMessage] = useState<string | null>(null)
  const done = (text: string) => {
    setMessage(text)
    list.reload()
  }
  return (
    <section>
      <h1>Staff</h1>
      <p className="muted">Members of your company. A new member has no role until another staff member with the checker role approves the roles asked for; so does every later role change.</p>
      {message ? <Notice>{message}</Notice> : null}
      <ErrorNotice error={list.error} />
      {!list.data && !list.error ? <Loading /> : null}
      {list.data ? (
        <table>
          <thead>
            <tr>
              <th>Name</th>
              <th>Roles</th>
              <th>Second factor</th>
              <th>Created</th>
              <th>Status</th>
              <th>Change</th>
            </tr>
          </thead>
          <tbody>
            {list.data.members.map((m) => (
              <MemberRow key={m.id} member={m} onDone={done} />
            ))}
          </tbody>
        </table>
      ) : null}
      <NewMemberForm onDone={done} />
    </section>
  )
}

function MemberRow({ member, onDone }: { member: StaffMember; onDone: (text: string) => void }) {
  const me = useSession()?.staff
  const [editing, setEditing] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const roles = useFourEyesRequest(`Roles of ${member.name}`)
  const disable = async () => {
    if (!window.confirm(`Disable ${member.name}? Their sessions end now and they can no longer sign in.`)) return
    setError(null)
    try {
      await call('/staff/disable', { staffId: member.id })
      onDone(`${member.name} is disabled.`)
    } catch (e) {
      setError(e)
    }
  }
  const askRoles = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const chosen = rolesFrom(new FormData(event.currentTarget))
    void roles.send(async () => {
      const answer = await call('/staff/roles/request', { staffId: member.id, roles: chosen })
      setEditing(false)
      onDone(answer.approvalId === null ? `Roles of ${member.name} changed.` : `Roles of ${member.name} requested as #${answer.approvalId}: they take effect when a checker approves them.`)
      return answer
    })
  }
  const active = member.disabledAt === null
  return (
    <tr aria-label={`Staff member ${member.name}`}>
      <td>
        <strong>{member.name}</strong>
        {member.id === me?.id ? <span className="muted small"> (you)</span> : null}
      </td>
      <td>
        {member.roles.length > 0 ? listed(member.roles) : <span className="muted">none</span>}
        {member.requestedRoles ? <p className="muted small">Waiting for a checker: {listed(member.requestedRoles) || 'no roles'}</p> : null}
        {editing ? (
          <form className="stack" onSubmit={askRoles} aria-label={`Roles for ${member.name}`}>
            <RoleChoices checked={member.roles} />
            <div className="row-form">
              <button type="submit" className="button primary" disabled={roles.busy}>
                Ask for these roles
              </button>
              <button type="button" className="button" onClick={() => setEditing(false)}>
                Cancel
              </button>
            </div>
          </form>
        ) : null}
        <ErrorNotice error={roles.error} />
      </td>
      <td>{member.totp ? 'Authenticator app' : 'None'}</td>
      <td>{when(member.createdAt)}</td>
      <td>{active ? <Badge tone="ok">active</Badge> : <Badge tone="done">{`disabled ${when(member.disabledAt ?? '')}`}</Badge>}</td>
      <td>
        {active && !editing && member.requestedRoles === null ? (
          <button type="button" className="button small" onClick={() => setEditing(true)}>
            Change roles
          </button>
        ) : null}{' '}
        {active && member.id !== me?.id ? (
          <button type="button" className="button small danger" onClick={() => void disable()}>
            Disable
          </button>
        ) : null}
        <ErrorNotice error={error} />
      </td>
    </tr>
  )
}

function RoleChoices({ checked }: { checked: readonly StaffRole[] }) {
  return (
    <fieldset>
      <legend>Roles</legend>
      {STAFF_ROLES.map((role) => (
        <label key={role} className="check">
          <input type="checkbox" name={`role-${role}`} defaultChecked={checked.includes(role)} /> {role} <span className="muted small">— {ROLE_HELP[role]}</span>
        </label>
      ))}
    </fieldset>
  )
}

function NewMemberForm({ onDone }: { onDone: (text: string) => void }) {
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const [secret, setSecret] = useState<{ name: string; secret: string; uri: string } | null>(null)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const name = String(form.get('name') ?? '').trim()
    setBusy(true)
    setError(null)
    try {
      const created = await call('/staff/create', { name, password: String(form.get('password') ?? ''), roles: rolesFrom(form), totp: form.get('totp') === 'on' })
      formElement.reset()
      setSecret(created.totpSecret && created.totpUri ? { name, secret: created.totpSecret, uri: created.totpUri } : null)
      const roles = created.approvalId === null ? '' : ` Its roles were requested as #${created.approvalId}: they take effect when a checker approves them.`
      onDone(`${name} was created.${roles} Hand over the first password in person.`)
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="card stack" onSubmit={(e) => void submit(e)} aria-label="New staff member">
      <h2>New staff member</h2>
      <label>
        Name (used to sign in)
        <input name="name" required pattern="[A-Za-z0-9._\-]{2,64}" autoComplete="off" />
      </label>
      <label>
        First password (at least {MIN_STAFF_PASSWORD} characters)
        <input name="password" type="password" required minLength={MIN_STAFF_PASSWORD} maxLength={128} autoComplete="new-password" />
      </label>
      <label className="check">
        <input type="checkbox" name="totp" /> Second factor with an authenticator app
      </label>
      <RoleChoices checked={[]} />
      <button type="submit" className="button primary" disabled={busy}>
        Create
      </button>
      <ErrorNotice error={error} />
      {secret ? (
        <Notice>
          Authenticator secret for {secret.name}, shown once: <span className="mono">{secret.secret}</span> ({secret.uri})
        </Notice>
      ) : null}
    </form>
  )
}
