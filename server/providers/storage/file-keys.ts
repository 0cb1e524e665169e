// The names files are stored under: random, so that a name says nothing about the file or its
// owner, and checked, so that a key read back from a request is never a path.
import { randomBytes } from 'node:crypto'
import type { ImageType } from './port'

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
