import { describe, expect, it, vi } from 'vitest'
import { afterScreenShown, loadAfterPaint } from '../../src/state/after-paint'

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

describe('afterScreenShown', () => {
  it('waits for the frame after the next one, then for a task of its own', async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('document', { visibilityState: 'visible' })
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    try {
      let shown = false
      void afterScreenShown().then(() => (shown = true))
      const runFrame = async () => {
        frames.splice(0).forEach((callback) => callback(0))
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      await runFrame()
      expect(shown).toBe(false)
      await runFrame()
      expect(shown).toBe(true)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('resolves at once in a hidden tab, where no frame comes', async () => {
    vi.stubGlobal('document', { visibilityState: 'hidden' })
    try {
      await expect(afterScreenShown()).resolves.toBeUndefined()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
