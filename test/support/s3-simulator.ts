import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type IncomingHttpHeaders, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

export type SeenS3Request = { method: string; path: string; headers: IncomingHttpHeaders }

/**
 * An S3-compatible store in this process (s3rver, its objects in a temporary folder) with one
 * bucket, behind a forwarder that notes every request: s3rver keeps no record of the
 * encryption or ACL a request asked for, so the test reads what the server sent.
 */
export async function startS3Simulator(bucket = 'jackey-test') {
  const directory = await mkdtemp(join(tmpdir(), 'jackey-s3-'))
  const store = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
  const { port: storePort } = await store.run()
  const seen: SeenS3Request[] = []
  const front = createServer((incoming, outgoing) => {
    seen.push({ method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers })
    const forward = request({ host: '127.0.0.1', port: storePort, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(outgoing)
    })
    forward.on('error', () => outgoing.destroy())
    incoming.pipe(forward)
  })
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
  const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  }
  // Straight to the store, past the forwarder: what the test reads is not counted as the app's.
  const client = new S3Client({ endpoint: `http://127.0.0.1:${storePort}`, region: 'us-east-1', credentials, forcePathStyle: true })
  return {
    env,
    seen,
    /** The requests that stored an object (PUT to a key). */
    puts: () => seen.filter((r) => r.method === 'PUT' && r.path.startsWith(`/${bucket}/`)),
    keys: async (): Promise<string[]> => ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key ?? ''),
    bytes: async (key: string): Promise<Uint8Array> => {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return (await answer.Body?.transformToByteArray()) ?? new Uint8Array()
    },
    stop: async () => {
      client.destroy()
      front.closeAllConnections()
      await new Promise<void>((resolve) => front.close(() => resolve()))
      await store.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

export type S3Simulator = Awaited<ReturnType<typeof startS3Simulator>>
