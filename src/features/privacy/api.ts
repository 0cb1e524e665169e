import { call } from '../../api/client'

/** Everything the server holds about the borrower, saved as a JSON file on the phone. */
export async function downloadMyData(): Promise<void> {
  const data = await call('/user/export', {})
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = `my-data-${new Date().toISOString().slice(0, 10)}.json`
  link.click()
  // Some browsers read the file after click() returns; a minute is ample.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export async function deleteAccount(): Promise<void> {
  await call('/user/delete', {}, { idempotencyKey: crypto.randomUUID() })
}
