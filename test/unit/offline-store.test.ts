import Dexie from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { AppDatabase, appDb, PERSONAL_TABLES } from '../../src/offline/db'
import { cachedConfigs, saveConfigs } from '../../src/offline/configs-copy'
import { loadDraft, saveDraft } from '../../src/offline/drafts'
import { claimWork } from '../../src/offline/outbox-owner'
import { savePhoto } from '../../src/offline/photos'
import { cachedUser, saveUser } from '../../src/offline/user-copy'
import { wipePersonalData } from '../../src/offline/wipe'

const someUser = { mobile: '09123456789' } as Parameters<typeof saveUser>[0]

afterEach(async () => {
  await wipePersonalData()
})

describe('the store on this phone', () => {
  it('keeps the user copy across a new database instance (an app restart)', async () => {
    await saveUser(someUser)
    const reopened = new AppDatabase()
    expect((await reopened.user.get('me'))?.user.mobile).toBe('09123456789')
    reopened.close()
  })

  it('keeps a draft across a new database instance (an app restart)', async () => {
    await saveDraft('identity', { realName: 'Somchai Jaidee', identity: '1101700230705' })
    const reopened = new AppDatabase()
    expect((await reopened.drafts.get('identity'))?.values).toEqual({ realName: 'Somchai Jaidee', identity: '1101700230705' })
    reopened.close()
  })

  it('deletes every personal record at logout and keeps the public configs', async () => {
    await saveUser(someUser)
    await saveDraft('identity', { realName: 'Somchai' })
    await savePhoto('identity', 'frontImage', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }))
    await claimWork('09123456789')
    await appDb().outbox.add({ form: 'identity', path: '/user/update', body: {}, idempotencyKey: 'k-00000001', createdAt: 1, attempts: 0 })
    await appDb().rejected.put({ id: 99, form: 'baseInfo', path: '/user/update', code: 10025, fields: ['email'], message: '', at: 1 })
    await saveConfigs({ ABOUT_US: 'Demo' })

    await wipePersonalData()

    expect(await cachedUser()).toBeNull()
    for (const table of PERSONAL_TABLES) expect(await appDb().table(table).count(), table).toBe(0)
    expect(await cachedConfigs()).toEqual({ ABOUT_US: 'Demo' })
  })

  it('gives queued submissions from before the upgrade the form they lacked', async () => {
    const old = new Dexie('jackey-upgrade')
    old.version(1).stores({ user: 'key', configs: 'key', drafts: 'form', outbox: '++id, createdAt' })
    await old.table('outbox').add({ path: '/user/update', body: {}, idempotencyKey: 'k-00000002', createdAt: 1, attempts: 0 })
    old.close()

    const upgraded = new AppDatabase('jackey-upgrade')
    expect(await upgraded.outbox.where('form').equals('').count()).toBe(1)
    upgraded.close()
  })

  it('keeps the work on the phone for the borrower who claims it, and drops it for anyone else', async () => {
    await claimWork('09123456789')
    await saveDraft('question', { job: 'Teacher' })
    await claimWork('09123456789')
    expect(await loadDraft('question')).toEqual({ job: 'Teacher' })
    await claimWork('09876543210')
    expect(await loadDraft('question')).toBeNull()
  })
})
