// Uploaded files (identity photos, signatures) live outside the web root under random
// names, behind this interface so that several server processes can share a bucket.

export type StoredFile = { bytes: Uint8Array; contentType: string }

export type ImageType = 'image/jpeg' | 'image/png'

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
