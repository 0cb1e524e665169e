// Photos taken for a form's draft (the identity photos), compressed, as Blobs in
// IndexedDB. Deleted with the draft when the server has accepted the form's
// submission, or at logout (wipe.ts). Never in a service-worker cache.
import { appDb } from './db'
import { writing } from './storage-full'

const key = (form: string, slot: string) => `${form}:${slot}`

export async function savePhoto(form: string, slot: string, blob: Blob): Promise<void> {
  await writing(() => appDb().photos.put({ key: key(form, slot), form, slot, blob, savedAt: Date.now() }))
  void keepStorage()
}

export async function loadPhotos(form: string): Promise<Record<string, Blob>> {
  const records = await appDb().photos.where('form').equals(form).toArray()
  return Object.fromEntries(records.map((r) => [r.slot, r.blob]))
}

export async function deletePhoto(form: string, slot: string): Promise<void> {
  await appDb().photos.delete(key(form, slot))
}

let asked = false

/**
 * A draft with photos is worth more than the browser's best-effort storage, which it
 * may evict when the phone runs low: ask once to keep it.
 */
async function keepStorage(): Promise<void> {
  const storage = globalThis.navigator?.storage
  if (asked || !storage?.persist) return
  asked = true
  if (!(await storage.persisted())) await storage.persist()
}
