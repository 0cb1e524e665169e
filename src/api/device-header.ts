// Where the HTTP client gets the install's device id for X-Device-Id. The id lives in IndexedDB
// (src/offline/device-id.ts), which this layer may not import: the app's start hands the reader in.

type DeviceIdReader = () => Promise<string | null>

let reader: DeviceIdReader | undefined

export function provideDeviceId(read: DeviceIdReader): void {
  reader = read
}

/** The id to send, or null before the app has provided a reader or where none can be kept. */
export async function currentDeviceId(): Promise<string | null> {
  if (!reader) return null
  return reader().catch(() => null)
}
