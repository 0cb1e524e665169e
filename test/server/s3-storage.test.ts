// Photos in an S3-compatible bucket (STORAGE=s3): the real app against s3rver started here, on
// localhost only. Stored private and with encryption asked for, served only through the
// owner-checked routes, removed after the change that replaced them commits; and the one-off
// command that copies a disk's uploads into the bucket.
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readEnv } from '../../server/env'
import type { Logger } from '../../server/logger'
import { s3Storage } from '../../server/providers/storage/s3/s3-storage'
import { diskStorage } from '../../server/providers/storage/disk'
import { StorageError } from '../../server/providers/storage/port'
import { storageFor } from '../../server/providers/storage/storage-for'
import { jpegFile, pngFile } from '../fixtures/images'
import { startS3Simulator, type S3Simulator } from '../support/s3-simulator'
import { inheritedEnv } from '../support/server-process'
import { adminClient, staffSession, userIdOf } from '../support/staff'
import { startTestApp, type TestApp } from '../support/test-app'

let s3: S3Simulator
let t: TestApp
beforeAll(async () => {
  s3 = await startS3Simulator()
  t = await startTestApp({ env: s3.env })
})
afterAll(async () => {
  await t.close()
  await s3.stop()
})

const threePhotos = () => ({ frontImage: jpegFile(), backImage: jpegFile(), handHoldImage: jpegFile() })
const keyOf = (url: string | null) => (url ?? '').replace('/jackey/files/', '')

async function borrowerWithPhotos() {
  const user = await t.registerUser()
  expect((await t.api.call('/user/consent/give', { purpose: 'identity_verification' }, { token: user.token })).code).toBe(0)
  expect((await t.upload('/user/identity/apply', threePhotos(), user.token)).code).toBe(0)
  const urls = (await t.api.call('/user/identity', {}, { token: user.token })).data
  return { ...user, urls }
}

async function read(url: string, token?: string) {
  const response = await t.app.request(url, { headers: token ? { authorization: token } : {} })
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) }
}

describe('photos in an S3 bucket', () => {
  it('stores each photo in the bucket, private and with server-side encryption asked for, and nothing on the disk', async () => {
    const before = s3.puts().length
    const { urls } = await borrowerWithPhotos()
    const puts = s3.puts().slice(before)
    expect(puts).toHaveLength(3)
    for (const put of puts) {
      expect(put.headers['x-amz-server-side-encryption']).toBe('AES256')
      expect(put.headers['x-amz-acl']).toBeUndefined()
      expect(put.headers['content-type']).toBe('image/jpeg')
    }
    expect(await s3.keys()).toEqual(expect.arrayContaining([keyOf(urls.frontImage), keyOf(urls.backImage), keyOf(urls.handHoldImage)]))
    expect(await readdir(t.uploadsDir)).toEqual([])
  })

  it('serves a photo from the bucket to its owner only, through the server', async () => {
    const owner = await borrowerWithPhotos()
    const url = owner.urls.frontImage ?? ''
    const mine = await read(url, owner.token)
    expect(mine).toMatchObject({ status: 200, type: 'image/jpeg' })
    expect(mine.bytes).toEqual(await s3.bytes(keyOf(url)))
    const stranger = await t.registerUser()
    expect((await read(url, stranger.token)).status).toBe(404)
    expect((await read(url)).status).toBe(401)
  })

  it('serves a photo from the bucket to the lender staff who review it', async () => {
    const owner = await borrowerWithPhotos()
    const reviewer = await staffSession(t, ['reviewer'])
    const photo = await adminClient(t.app).get(`/files/${await userIdOf(t, owner.mobile)}/backImage`, reviewer.token)
    expect(photo.status).toBe(200)
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(await s3.bytes(keyOf(owner.urls.backImage)))
  })

  it('removes a replaced photo and a replaced signature from the bucket once the change is committed', async () => {
    const owner = await borrowerWithPhotos()
    const oldBack = keyOf(owner.urls.backImage)
    expect((await t.upload('/user/identity/apply', { backImage: jpegFile() }, owner.token, 'replace-back-1')).code).toBe(0)
    const newBack = keyOf((await t.api.call('/user/identity', {}, { token: owner.token })).data.backImage)
    const first = await t.upload('/user/signatureImg/upload', { img: pngFile() }, owner.token)
    const second = await t.upload('/user/signatureImg/upload', { img: pngFile() }, owner.token)
    const keys = await s3.keys()
    expect(keys).toContain(newBack)
    expect(keys).not.toContain(oldBack)
    expect(keys).toContain(keyOf((second.data as { signatureImg: string }).signatureImg))
    expect(keys).not.toContain(keyOf((first.data as { signatureImg: string }).signatureImg))
    expect(keys).toContain(keyOf(owner.urls.frontImage))
  })

  it('removes the photos already stored when another of the same call could not be', async () => {
    const user = await t.registerUser()
    expect((await t.api.call('/user/consent/give', { purpose: 'identity_verification' }, { token: user.token })).code).toBe(0)
    const { storage } = t.services
    let puts = 0
    const failingSecond = { ...storage, put: (...args: Parameters<typeof storage.put>) => (++puts === 2 ? Promise.reject(new StorageError('put', new Error('refused'))) : storage.put(...args)) }
    const before = (await s3.keys()).length
    Object.assign(t.services, { storage: failingSecond })
    try {
      expect((await t.upload('/user/identity/apply', threePhotos(), user.token, 'three-photos-1')).code).toBe(500)
    } finally {
      Object.assign(t.services, { storage })
    }
    expect(puts).toBe(3)
    expect((await s3.keys()).length).toBe(before)
    expect((await t.api.call('/user/identity', {}, { token: user.token })).data.frontImage).toBeNull()
  })

  it('answers "try again" (503) to the owner and to staff when the bucket cannot be read, logging no bucket or key', async () => {
    const owner = await borrowerWithPhotos()
    const reviewer = await staffSession(t, ['reviewer'])
    const staffUrl = `/files/${await userIdOf(t, owner.mobile)}/frontImage`
    const lines: Record<string, unknown>[] = []
    const log: Logger = { info: (fields) => void lines.push(fields), error: (fields) => void lines.push(fields) }
    const { storage, log: realLog } = t.services
    const settings = { ...s3Settings(), bucket: 'bucket-gone-away' }
    Object.assign(t.services, { storage: s3Storage(settings, 5_000), log })
    try {
      const answer = await t.app.request(owner.urls.frontImage ?? '', { headers: { authorization: owner.token } })
      expect(answer.status).toBe(503)
      expect(await answer.json()).toMatchObject({ code: 5 })
      const staffAnswer = await adminClient(t.app).get(staffUrl, reviewer.token)
      expect(staffAnswer.status).toBe(503)
      expect(await staffAnswer.json()).toMatchObject({ code: 5 })
    } finally {
      Object.assign(t.services, { storage, log: realLog })
    }
    const failure = lines.filter((line) => line.msg === 'file not read')
    expect(failure).toEqual([expect.objectContaining({ error: 'StorageError < NoSuchBucket' }), expect.objectContaining({ error: 'StorageError < NoSuchBucket' })])
    expect(JSON.stringify(failure)).not.toMatch(/bucket-gone-away|[a-f0-9]{32}/)
  })
})

function s3Settings() {
  const env = readEnv(s3.env)
  return { endpoint: env.S3_ENDPOINT, region: env.S3_REGION, bucket: env.S3_BUCKET ?? '', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true }
}

describe('the S3 adapter', () => {
  let silent: Server
  let silentUrl: string
  const held: Socket[] = []
  beforeAll(async () => {
    // Takes the connection and never answers, as a store that hangs does.
    silent = createServer((socket) => void held.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    silentUrl = `http://127.0.0.1:${(silent.address() as { port: number }).port}`
  })
  afterAll(async () => {
    for (const socket of held) socket.destroy()
    await new Promise<void>((resolve) => silent.close(() => resolve()))
  })

  it('gives up on a store that does not answer within the time-out', async () => {
    const storage = s3Storage({ ...s3Settings(), endpoint: silentUrl }, 300)
    const started = Date.now()
    const failed = await storage.put(new Uint8Array([1, 2, 3]), 'image/png').catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(StorageError)
    expect((failed as StorageError).cause).toMatchObject({ name: 'ProviderTimeout' })
    expect(Date.now() - started).toBeLessThan(3_000)
    await expect(storage.get(`${'a'.repeat(32)}.jpg`)).rejects.toBeInstanceOf(StorageError)
  })

  it('reads a missing object as missing, and never a name it did not make', async () => {
    const storage = s3Storage(s3Settings(), 5_000)
    expect(await storage.get(`${'b'.repeat(32)}.jpg`)).toBeNull()
    const before = s3.seen.length
    expect(await storage.get('../secret.jpg')).toBeNull()
    await storage.remove('../secret.jpg')
    expect(s3.seen.length).toBe(before)
  })

  it('refuses to start with STORAGE=s3 and no bucket or keys, naming what is missing', () => {
    expect(() => storageFor(readEnv({ STORAGE: 's3' }), tmpdir())).toThrow('STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY')
    const { S3_SECRET_ACCESS_KEY: _left, ...noSecret } = s3.env
    expect(() => storageFor(readEnv(noSecret), tmpdir())).toThrow(/^STORAGE=s3 needs S3_SECRET_ACCESS_KEY$/)
  })
})

/** `npm run storage:copy-to-s3 -- --from <dir>`, as an operator runs it. */
function copyCommand(from: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/copy-uploads-to-s3.ts', '--from', from], {
      env: { ...inheritedEnv(), ...s3.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (status) => resolve({ status, output }))
  })
}

describe('npm run storage:copy-to-s3', () => {
  let folder: string
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'jackey-s3copy-'))
  })
  afterAll(() => rm(folder, { recursive: true, force: true }))

  it('copies every upload on the disk into the bucket under its key, and a second run copies nothing', async () => {
    const disk = diskStorage(folder)
    const keys = [await disk.put(new Uint8Array([0xff, 0xd8, 1, 2]), 'image/jpeg'), await disk.put(new Uint8Array([0x89, 0x50, 3]), 'image/png')]
    await writeFile(join(folder, 'notes.txt'), 'not an upload')
    const before = s3.puts().length

    const first = await copyCommand(folder)
    expect(first.output).toContain('copied 2, already there 0, not uploads 1, failed 0')
    expect(first.status).toBe(0)
    for (const key of keys) expect(await s3.bytes(key)).toEqual(new Uint8Array((await disk.get(key))?.bytes ?? []))
    const puts = s3.puts().slice(before)
    expect(puts.map((p) => p.headers['x-amz-server-side-encryption'])).toEqual(['AES256', 'AES256'])
    expect(puts.map((p) => p.headers['content-type']).sort()).toEqual(['image/jpeg', 'image/png'])

    const again = await copyCommand(folder)
    expect(again.output).toContain('copied 0, already there 2, not uploads 1, failed 0')
    expect(again.status).toBe(0)
    expect(s3.puts().length).toBe(before + 2)
  })
})
