// Uploaded files (identity photos, signatures) live outside the web root under random
// names, behind this interface so that several server processes can share a bucket.
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export type StoredFile = { bytes: Uint8Array; contentType: string }

type ImageType = 'image/jpeg' | 'image/png'

export type FileStorage = {
  put(bytes: Uint8Array, contentType: ImageType): Promise<string>
  get(key: string): Promise<StoredFile | null>
  remove(key: string): Promise<void>
}

/**
 * The store did not do what was asked in time (a bucket unreachable, refused, slow). Its message
 * names only the operation; the store's own error, which names the bucket, stays in `cause`.
 */
export class StorageError extends Error {
  constructor(readonly operation: 'put' | 'get' | 'remove', cause: unknown) {
    super(`file storage ${operation} failed`, { cause })
    this.name = 'StorageError'
  }
}

const KEY = /^[a-f0-9]{32}\.(jpg|png)$/

/** A random name that says nothing about the file or its owner; every store uses the same. */
export function newFileKey(contentType: ImageType): string {
  return `${randomBytes(16).toString('hex')}.${contentType === 'image/png' ? 'png' : 'jpg'}`
}

/** Only names this server made are ever read or removed: a key is never a path. */
export function isFileKey(key: string): boolean {
  return KEY.test(key)
}

export function contentTypeOf(key: string): ImageType {
  return key.endsWith('.png') ? 'image/png' : 'image/jpeg'
}

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
