// Which push services the server posts to. A subscription's endpoint is a URL the browser gives
// and the server later calls, so it is held to the push services browsers use: anything else
// would let a caller point our server at any address (the sandbox adds this machine, for the
// local push service tests and demos run).
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera
  'android.googleapis.com',
  'updates.push.services.mozilla.com', // Firefox
  'web.push.apple.com', // Safari, iOS home-screen apps
]
// Edge on Windows: wns2-<region>.notify.windows.com and the like.
const PUSH_SERVICE_SUFFIXES = ['.notify.windows.com', '.push.apple.com']
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']

export function pushEndpointAllowed(endpoint: string, sandbox: boolean): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (sandbox && LOOPBACK.includes(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:')) return true
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return false
  return PUSH_SERVICE_HOSTS.includes(url.hostname) || PUSH_SERVICE_SUFFIXES.some((suffix) => url.hostname.endsWith(suffix))
}
