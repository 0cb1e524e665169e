// Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Wasabi), so that every server
// process, and the machine that replaces this one, reads the same photos. Objects are put with
// no ACL (private: only the bucket's credentials read them) and ask the store to encrypt them at
// rest. Nobody is handed a URL to one: the server reads the bytes and serves them through the
// owner-checked routes, as it does from the disk.
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Env } from '../../../env'
import { callProvider } from '../../call-provider'
import { contentTypeOf, isFileKey, newFileKey } from '../file-keys'
import { type FileStorage, StorageError } from '../port'

export type S3Settings = {
  endpoint: string | undefined
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

/** The bucket the environment names; one without its name or keys is refused at start. */
export function s3SettingsFrom(env: Env): S3Settings {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env
  if (!bucket || !accessKeyId || !secretAccessKey) {
    const missing = Object.entries({ S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey }).filter(([, value]) => !value)
    throw new Error(`STORAGE=s3 needs ${missing.map(([name]) => name).join(', ')}`)
  }
  return { endpoint: env.S3_ENDPOINT, region: env.S3_REGION, bucket, accessKeyId, secretAccessKey, forcePathStyle: env.S3_FORCE_PATH_STYLE }
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    forcePathStyle: settings.forcePathStyle,
    // The CRC32 checksums the SDK adds to every call by default are not understood by every
    // S3-compatible store; ask for them only where S3 itself requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

/** Every object this server writes: private (no ACL), encrypted at rest, typed for the routes that serve it. */
export async function putObject(client: S3Client, bucket: string, key: string, bytes: Uint8Array, abortSignal: AbortSignal): Promise<void> {
  const put = new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentTypeOf(key), ServerSideEncryption: 'AES256' })
  await client.send(put, { abortSignal })
}

/** The stored object's size in bytes, or null when there is none under `key`. */
export async function objectSize(client: S3Client, bucket: string, key: string, abortSignal: AbortSignal): Promise<number | null> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }), { abortSignal })
    return head.ContentLength ?? null
  } catch (error) {
    // A HEAD answer has no body, so a missing object is known by its status alone.
    if (error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null
    throw error
  }
}

/** Each call bounded by `timeoutMs` (PROVIDER_TIMEOUT_MS), like any outside provider. */
export function s3Storage(settings: S3Settings, timeoutMs: number, client = s3Client(settings)): FileStorage {
  const Bucket = settings.bucket
  const call = async <T>(operation: 'put' | 'remove', work: (abortSignal: AbortSignal) => Promise<T>): Promise<T> => {
    try {
      return await callProvider('storage', timeoutMs, work)
    } catch (error) {
      throw new StorageError(operation, error)
    }
  }
  return {
    async put(bytes, contentType) {
      const key = newFileKey(contentType)
      await call('put', (abortSignal) => putObject(client, Bucket, key, bytes, abortSignal))
      return key
    },
    async get(key) {
      if (!isFileKey(key)) return null
      try {
        const bytes = await callProvider('storage', timeoutMs, async (abortSignal) => {
          const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }), { abortSignal })
          return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array()
        })
        return { bytes, contentType: contentTypeOf(key) }
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        throw new StorageError('get', error)
      }
    },
    async remove(key) {
      if (!isFileKey(key)) return
      // S3 answers a removal of a missing object as done, as the disk's `rm --force` does.
      await call('remove', (abortSignal) => client.send(new DeleteObjectCommand({ Bucket, Key: key }), { abortSignal }))
    },
  }
}
