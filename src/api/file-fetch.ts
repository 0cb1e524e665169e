// Files the server sends as they are, not in the envelope (GET, the token in Authorization):
// the data export's ZIP. A refusal is still the envelope, read as every call's is.
import ky, { HTTPError } from 'ky'
import { ApiError } from '../../contract/api-error'
import { API_PREFIX } from '../../contract/endpoints'
import { AUTH_CODES } from '../../contract/error-codes'
import { getToken, sessionEnded } from '../state/session'
import { currentDeviceId } from './device-header'
import { NetworkError } from './network-error'

type Envelope = { code?: unknown; msg?: unknown }

export async function fetchFile(path: `/${string}`, searchParams: Record<string, string>): Promise<Blob> {
  const token = getToken()
  const device = await currentDeviceId()
  const headers = { ...(token ? { Authorization: token } : {}), ...(device ? { 'X-Device-Id': device } : {}) }
  try {
    return await ky
      .get(path.slice(1), { prefixUrl: API_PREFIX, searchParams, headers, timeout: 60_000, retry: { limit: 1 } })
      .blob()
  } catch (error) {
    if (!(error instanceof HTTPError)) throw new NetworkError(null)
    const envelope = (await error.response.json().catch(() => null)) as Envelope | null
    if (typeof envelope?.code !== 'number') throw new NetworkError(error.response.status)
    if (AUTH_CODES.includes(envelope.code)) sessionEnded()
    throw new ApiError(envelope.code, { message: typeof envelope.msg === 'string' ? envelope.msg : '' })
  }
}
