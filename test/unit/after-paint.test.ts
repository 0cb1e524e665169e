import { describe, expect, it } from 'vitest'
import { loadAfterPaint } from '../../src/state/after-paint'

describe('loadAfterPaint', () => {
  it('loads once however often it is asked, and hands every caller the same module', async () => {
    let loads = 0
    const load = loadAfterPaint(async () => ({ n: ++loads }))
    const [a, b] = await Promise.all([load(), load()])
    expect(a).toBe(b)
    expect(await load()).toBe(a)
    expect(loads).toBe(1)
  })

  it('tries again after a failed load (offline, no service worker yet)', async () => {
    let attempts = 0
    const load = loadAfterPaint(async () => {
      attempts += 1
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return 'module'
    })
    await expect(load()).rejects.toThrow('Failed to fetch')
    expect(await load()).toBe('module')
    expect(attempts).toBe(2)
  })
})
