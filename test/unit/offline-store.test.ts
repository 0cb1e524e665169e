import { afterEach, describe, expect, it } from 'vitest'
import { AppDatabase, appDb } from '../../src/offline/db'
import { cachedConfigs, saveConfigs } from '../../src/offline/configs-copy'
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

  it('deletes every personal record at logout and keeps the public configs', async () => {
    await saveUser(someUser)
    await appDb().drafts.put({ form: 'identity', values: { realName: 'Somchai' }, savedAt: 1 })
    await appDb().outbox.add({ path: '/user/update', body: {}, idempotencyKey: 'k-00000001', createdAt: 1, attempts: 0 })
    await saveConfigs({ ABOUT_US: 'Demo' })

    await wipePersonalData()

    expect(await cachedUser()).toBeNull()
    expect(await appDb().drafts.count()).toBe(0)
    expect(await appDb().outbox.count()).toBe(0)
    expect(await cachedConfigs()).toEqual({ ABOUT_US: 'Demo' })
  })
})
