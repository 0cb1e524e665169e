import { describe, expect, it } from 'vitest'
import { StorageFullError, writing } from '../../src/offline/storage-full'

describe('a write when the phone is full', () => {
  it('fails with StorageFullError, whether the browser or a Dexie transaction reports it', async () => {
    const full = new DOMException('quota', 'QuotaExceededError')
    await expect(writing(() => Promise.reject(full))).rejects.toBeInstanceOf(StorageFullError)
    await expect(
      writing(() => Promise.reject(Object.assign(new Error('aborted'), { name: 'AbortError', inner: full }))),
    ).rejects.toBeInstanceOf(StorageFullError)
  })

  it('lets any other failure through as it is', async () => {
    const other = new Error('constraint')
    await expect(writing(() => Promise.reject(other))).rejects.toBe(other)
  })
})
