// Files on this machine's disk (the default store), under the uploads folder, one subfolder per
// key's first two characters, readable by this process only.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { contentTypeOf, isFileKey, newFileKey } from './file-keys'
import type { FileStorage } from './port'

export function diskStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, key.slice(0, 2), key)
  return {
    async put(bytes, contentType) {
      const key = newFileKey(contentType)
      await mkdir(join(root, key.slice(0, 2)), { recursive: true })
      await writeFile(pathOf(key), bytes, { mode: 0o600 })
      return key
    },
    async get(key) {
      if (!isFileKey(key)) return null
      try {
        const bytes = await readFile(pathOf(key))
        return { bytes, contentType: contentTypeOf(key) }
      } catch {
        return null
      }
    },
    async remove(key) {
      if (isFileKey(key)) await rm(pathOf(key), { force: true })
    },
  }
}
