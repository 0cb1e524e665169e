// Which site a passkey belongs to: the host the app was opened at. Each lender's app has its own
// host (server/domain/tenancy/lender-site.ts), so a passkey made on one lender's site is never offered or
// accepted on another's, and a phishing copy on another host can never produce an assertion
// this server accepts (the authenticator signs the RP ID the browser allowed for that page).
export type RelyingParty = { id: string; origin: string }

export function relyingParty(request: Request, trustProxy: boolean): RelyingParty {
  const url = new URL(request.url)
  // Behind TLS-terminating proxy the socket speaks http; the proxy says what the browser used.
  const forwarded = trustProxy ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined
  const protocol = forwarded === 'https' || forwarded === 'http' ? forwarded : url.protocol.replace(/:$/, '')
  return { id: url.hostname, origin: `${protocol}://${url.host}` }
}
