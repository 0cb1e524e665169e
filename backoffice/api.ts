// The back office's only HTTP client: staff token, envelope, the contract's schema for `data`.
// A lost session (401, 20001) signs the staff member out; every other code is an ApiError.
import { ADMIN_ENDPOINTS, ADMIN_PREFIX, type AdminBody, type AdminData, type AdminPath } from '../contract/admin/endpoints'
import { ApiError } from '../contract/api-error'
import { getSession, setSession } from './session'

const SESSION_CODES = [401, 20001]
let lostReason: string | null = null

/** Why the last session ended, once, for the sign-in page. */
export function takeLostReason(): string | null {
  const reason = lostReason
  lostReason = null
  return reason
}

function authHeaders(): Record<string, string> {
  const token = getSession()?.token
  return token ? { authorization: token } : {}
}

function sessionLost(code: number): void {
  if (!getSession()) return
  lostReason = code === 20001 ? 'Your session ended after 8 hours without activity. Please sign in again.' : 'Please sign in again.'
  setSession(null)
}

export async function call<P extends AdminPath>(path: P, body: AdminBody<P>): Promise<AdminData<P>> {
  let envelope: { code: number; msg: string; data: unknown }
  try {
    const response = await fetch(`${ADMIN_PREFIX}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders() },
      body: JSON.stringify(body),
    })
    envelope = (await response.json()) as typeof envelope
  } catch {
    throw new ApiError(500, { message: 'The server cannot be reached. Check the connection and try again.' })
  }
  if (envelope.code !== 0) {
    if (path !== '/login' && SESSION_CODES.includes(envelope.code)) sessionLost(envelope.code)
    const fields = (envelope.data as { fields?: string[] } | null)?.fields
    throw new ApiError(envelope.code, { message: envelope.msg, fields })
  }
  const parsed = ADMIN_ENDPOINTS[path].data.safeParse(envelope.data)
  if (!parsed.success) throw new ApiError(500, { message: 'The server answered something unexpected.' })
  return parsed.data as AdminData<P>
}

/** A GET with the staff token (photos, the audit CSV), as a blob for an object URL. */
export async function fetchBlob(url: string): Promise<Blob> {
  const response = await fetch(url, { headers: authHeaders() })
  if (response.status === 401) sessionLost(401)
  if (!response.ok) throw new ApiError(response.status === 404 ? 40007 : 500)
  return response.blob()
}

/** A POST answering a file (the report exports): the file as a blob, or the envelope's code as an ApiError. */
export async function postForBlob(url: string, body: unknown): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...authHeaders() }, body: JSON.stringify(body) })
  } catch {
    throw new ApiError(500, { message: 'The server cannot be reached. Check the connection and try again.' })
  }
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
    if (!response.ok) throw new ApiError(500)
    return response.blob()
  }
  const envelope = (await response.json()) as { code: number; msg: string }
  if (SESSION_CODES.includes(envelope.code)) sessionLost(envelope.code)
  throw new ApiError(envelope.code, { message: envelope.msg })
}
