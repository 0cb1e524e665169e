import { call, fetchFile } from '../../api/client'

/**
 * Everything the server holds about the borrower, as one ZIP saved on the phone: data.json,
 * a README.txt in `locale` explaining each file, the ID photos, the signature and each contract.
 */
export async function downloadMyData(locale: string): Promise<void> {
  const zip = await fetchFile('/user/export.zip', { lang: locale })
  const url = URL.createObjectURL(zip)
  const link = document.createElement('a')
  link.href = url
  link.download = `my-data-${new Date().toISOString().slice(0, 10)}.zip`
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the file after click() returns; a minute is ample.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export async function deleteAccount(): Promise<void> {
  await call('/user/delete', {}, { idempotencyKey: crypto.randomUUID() })
}
