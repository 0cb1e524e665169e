import type { ErrorCode } from './error-codes'

/** Which catalogue code a malformed field answers with; any other field gets 10004. */
export const FIELD_CODES: Partial<Record<string, ErrorCode>> = {
  identity: 10014,
  idType: 10043,
  cardNo: 10028,
  bankName: 10028,
  telemarketingCode: 10000,
  smsCode: 10013,
  // A push subscription the browser gave that no push service could accept.
  endpoint: 10060,
  keys: 10060,
}

export function codeForFields(fields: readonly string[]): ErrorCode {
  for (const field of fields) {
    const code = FIELD_CODES[field]
    if (code) return code
  }
  return 10004
}
