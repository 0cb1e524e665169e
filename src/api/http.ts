// The HTTP client behind client.ts: adds the token and the install's device id, unwraps the envelope, parses `data` with
// the contract's schema and turns every failure into ApiError or NetworkError.
import ky, { HTTPError } from 'ky'
import { type AmountRange, ApiError } from '../../contract/api-error'
import { API_PREFIX, type Body, type Data, ENDPOINTS, type EndpointPath } from '../../contract/endpoints'
import { AUTH_CODES, HOLD_CODE } from '../../contract/error-codes'
import { accountHeld, getToken, sessionEnded } from '../state/session'
import { currentDeviceId } from './device-header'
import { NetworkError } from './network-error'

type Envelope = { code: number; msg: string; data: unknown }

const http = ky.create({ prefixUrl: API_PREFIX, timeout: 20_000, throwHttpErrors: true })

export type CallOptions = { idempotencyKey?: string; signal?: AbortSignal }

export async function call<P extends EndpointPath>(path: P, body: Body<P>, options: CallOptions = {}): Promise<Data<P>> {
  const endpoint = ENDPOINTS[path]
  const headers: Record<string, string> = {}
  const token = getToken()
  if (token) headers.Authorization = token
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey
  const device = await currentDeviceId()
  if (device) headers['X-Device-Id'] = device
  // A call that changes something is repeated only when the server can recognise the repeat.
  const safeToRepeat = !endpoint.changes || options.idempotencyKey !== undefined
  let envelope: Envelope
  try {
    envelope = await http
      .post(path.slice(1), {
        headers,
        ...('multipart' in endpoint ? { body: toForm(body) } : { json: body }),
        signal: options.signal,
        retry: { limit: safeToRepeat ? 2 : 0, methods: ['post'], backoffLimit: 4_000 },
      })
      .json<Envelope>()
  } catch (error) {
    if (error instanceof HTTPError) throw new NetworkError(error.response.status)
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new NetworkError(null)
  }
  if (typeof envelope?.code !== 'number') throw new NetworkError(200)
  if (envelope.code !== 0) {
    if (AUTH_CODES.includes(envelope.code)) sessionEnded()
    if (envelope.code === HOLD_CODE) accountHeld()
    const { fields, range } = (envelope.data as { fields?: string[]; range?: AmountRange } | null) ?? {}
    throw new ApiError(envelope.code, { message: envelope.msg, fields, range })
  }
  const parsed = endpoint.data.safeParse(envelope.data)
  if (!parsed.success) throw new ApiError(500)
  return parsed.data as Data<P>
}

function toForm(body: unknown): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : `${name}.bin`)
    else if (value !== undefined) form.append(name, String(value))
  }
  return form
}
