// Uploaded files (identity photos, signatures) live outside the web root under random
// names, behind this interface so that several server processes can share a bucket.
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export type StoredFile = { bytes: Uint8Array; contentType: string }

export type FileStorage = {
  put(bytes: Uint8Array, contentType: 'image/jpeg' | 'image/png'): Promise<string>
  get(key: string): Promise<StoredFile | null>
  remove(key: string): Promise<void>
}

const KEY = /^[a-f0-9]{32}\.(jpg|png)$/

export function diskStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, key.slice(0, 2), key)
  return {
    async put(bytes, contentType) {
      const key = `${randomBytes(16).toString('hex')}.${contentType === 'image/png' ? 'png' : 'jpg'}`
      await mkdir(join(root, key.slice(0, 2)), { recursive: true })
      await writeFile(pathOf(key), bytes, { mode: 0o600 })
      return key
    },
    async get(key) {
      if (!KEY.test(key)) return null
      try {
        const bytes = await readFile(pathOf(key))
        return { bytes, contentType: key.endsWith('.png') ? 'image/png' : 'image/jpeg' }
      } catch {
        return null
      }
    },
    async remove(key) {
      if (KEY.test(key)) await rm(pathOf(key), { force: true })
    },
  }
}
