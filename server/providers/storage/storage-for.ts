import type { Env } from '../../env'
import { diskStorage } from './disk'
import type { FileStorage } from './port'
import { s3SettingsFrom, s3Storage } from './s3/s3-storage'

/** The file storage the environment names; a bucket without its name or keys is refused at start. */
export function storageFor(env: Env, uploadsDir: string): FileStorage {
  if (env.STORAGE === 'disk') return diskStorage(uploadsDir)
  return s3Storage(s3SettingsFrom(env), env.PROVIDER_TIMEOUT_MS)
}
