// The one HTTP client both Xendit adapters use (payment/xendit/, payout/xendit/): Basic auth with
// the secret key and an empty password, JSON both ways, and the error its answers are read into.

export type XenditConfig = { baseUrl: string; secretKey: string }

/** An answer from Xendit that is neither what was asked for nor a refusal: the caller tries again. */
export class XenditError extends Error {
  constructor(readonly status: number, readonly errorCode: string) {
    super(`Xendit answered ${status} ${errorCode}`)
    this.name = 'XenditError'
  }
}

/** Xendit's error_code, or UNKNOWN: only a code-shaped word is kept, never free text from the body. */
export function errorCodeOf(body: unknown): string {
  const code = (body as { error_code?: unknown } | null)?.error_code
  return typeof code === 'string' && /^[A-Z0-9_]{1,60}$/.test(code) ? code : 'UNKNOWN'
}

export type XenditCall = (path: string, init: RequestInit, signal?: AbortSignal) => Promise<{ status: number; body: unknown }>

export function xenditClient(config: XenditConfig): XenditCall {
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`
  return async (path, init, signal) => {
    const response = await fetch(`${config.baseUrl}${path}`, { ...init, signal, headers: { authorization, 'content-type': 'application/json', ...init.headers } })
    const body: unknown = await response.json().catch(() => null)
    return { status: response.status, body }
  }
}
