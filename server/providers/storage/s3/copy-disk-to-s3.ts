// Moving a server from the disk to a bucket: every file under the uploads folder goes to the
// bucket under the same key, so the keys in the database find them there. Safe to run again
// (after a failure, or once more just before switching STORAGE): an object already there with
// the same size is left alone.
import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { S3Client } from '@aws-sdk/client-s3'
import { callProvider } from '../../call-provider'
import { isFileKey } from '../file-keys'
import { objectSize, putObject } from './s3-storage'

export type CopyCounts = {
  copied: number
  /** Already in the bucket with the same size. */
  present: number
  /** Files in the folder that are no upload of this server (not named as diskStorage names them). */
  ignored: number
  failed: number
}

// Enough calls at once to keep a bucket busy without opening hundreds of connections.
const AT_ONCE = 8

export async function copyDiskToS3(
  root: string,
  target: { client: S3Client; bucket: string; timeoutMs: number },
  onFailure: (error: unknown) => void,
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, present: 0, ignored: 0, failed: 0 }
  const paths: { key: string; path: string }[] = []
  for (const folder of await readdir(root, { withFileTypes: true })) {
    if (!folder.isDirectory()) {
      counts.ignored++
      continue
    }
    for (const file of await readdir(join(root, folder.name), { withFileTypes: true })) {
      if (file.isFile() && isFileKey(file.name) && file.name.startsWith(folder.name)) paths.push({ key: file.name, path: join(root, folder.name, file.name) })
      else counts.ignored++
    }
  }
  const { client, bucket, timeoutMs } = target
  const copyOne = async ({ key, path }: { key: string; path: string }) => {
    try {
      const size = (await stat(path)).size
      if ((await callProvider('storage', timeoutMs, (signal) => objectSize(client, bucket, key, signal))) === size) {
        counts.present++
        return
      }
      const bytes = await readFile(path)
      await callProvider('storage', timeoutMs, (signal) => putObject(client, bucket, key, bytes, signal))
      counts.copied++
    } catch (error) {
      counts.failed++
      onFailure(error)
    }
  }
  const queue = [...paths]
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await copyOne(next)
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker))
  return counts
}
