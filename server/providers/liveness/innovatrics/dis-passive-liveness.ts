// Innovatrics' Digital Identity Service (DIS), passive liveness on one photo (docs/identity.md, with
// the API's source): a customer is created for the check, given a liveness with the hand-held photo
// as its one selfie (assertion NONE: no challenge), and evaluated as PASSIVE_LIVENESS, which answers
// a score. The customer is deleted afterwards, whatever happened, so that a retried job leaves no
// borrower's face behind at the vendor. Bearer token auth; JSON bodies, the image in base64.
import * as z from 'zod/mini'
import { LIVE, type LivenessAnswer, type LivenessCheck, LivenessGarbage, NOT_LIVE, PERSON_LOOKS } from '../port'

export type DisSettings = {
  /** Up to and without /api/v1, e.g. https://dot.innovatrics.com/identity. */
  baseUrl: string
  token: string
  /** At or above: a live person. */
  passScore: number
  /** Below: a photo of a screen or a print. Between the two, a person looks. */
  failScore: number
}

const created = z.object({ id: z.string().check(z.minLength(1)) })
const selfieAdded = z.object({ errorCode: z.optional(z.string()), warnings: z.optional(z.array(z.string())) })
const evaluated = z.object({ score: z.optional(z.number().check(z.gte(0), z.lte(1))), errorCode: z.optional(z.string()) })
const failure = z.object({ errorCode: z.string() })

/** The image cannot be read or judged by the vendor: a person compares it instead of the borrower retaking it blindly. */
const UNJUDGEABLE = new Set(['INVALID_IMAGE', 'NO_FACE_DETECTED', 'NOT_ENOUGH_DATA', 'INVALID_DATA'])

export function disPassiveLiveness(settings: DisSettings, fetchImpl: typeof fetch = fetch): LivenessCheck {
  const call = async (method: 'POST' | 'PUT' | 'DELETE', path: string, signal: AbortSignal, body?: unknown) =>
    fetchImpl(`${settings.baseUrl}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${settings.token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })

  /** The answer's JSON read with its schema; a 400 naming an image the vendor cannot judge comes back as null. */
  async function read<T>(response: Response, schema: z.ZodMiniType<T>, step: string): Promise<T | null> {
    const text = await response.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new LivenessGarbage('innovatrics', `${step}: HTTP ${response.status}, not JSON`)
    }
    if (response.status === 400) {
      const error = failure.safeParse(json)
      if (error.success && UNJUDGEABLE.has(error.data.errorCode)) return null
    }
    // 401/403 (a wrong token), 404, 409, 429 (TOO_MANY_REQUESTS), 5xx: the job asks again, then a person looks.
    if (!response.ok) throw new LivenessGarbage('innovatrics', `${step}: HTTP ${response.status}`)
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new LivenessGarbage('innovatrics', `${step}: an unexpected body`)
    return parsed.data
  }

  return {
    name: 'innovatrics',
    async check({ photo }, signal): Promise<LivenessAnswer> {
      const customer = await read(await call('POST', '/customers', signal), created, 'create customer')
      if (!customer) throw new LivenessGarbage('innovatrics', 'create customer: HTTP 400')
      const at = `/customers/${encodeURIComponent(customer.id)}`
      try {
        await read(await call('PUT', `${at}/liveness`, signal), z.unknown(), 'create liveness')
        const selfie = await read(await call('POST', `${at}/liveness/selfies`, signal, { image: { data: Buffer.from(photo).toString('base64') }, assertion: 'NONE' }), selfieAdded, 'liveness selfie')
        if (!selfie || (selfie.errorCode && UNJUDGEABLE.has(selfie.errorCode))) return PERSON_LOOKS
        const result = await read(await call('POST', `${at}/liveness/evaluation`, signal, { type: 'PASSIVE_LIVENESS' }), evaluated, 'evaluate liveness')
        if (!result || result.score === undefined) {
          if (!result || (result.errorCode && UNJUDGEABLE.has(result.errorCode))) return PERSON_LOOKS
          throw new LivenessGarbage('innovatrics', 'evaluate liveness: neither a score nor a known error')
        }
        if (result.score >= settings.passScore) return LIVE
        return result.score < settings.failScore ? NOT_LIVE : PERSON_LOOKS
      } finally {
        await call('DELETE', at, signal).catch(() => undefined)
      }
    },
  }
}
