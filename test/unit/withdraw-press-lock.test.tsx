// @vitest-environment happy-dom
// The withdraw button stays locked for one second after each press.
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { usePressLock } from '../../src/features/withdraw/use-press-lock'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the final button', () => {
  it('takes one press, refuses a second within a second, and takes one again after', () => {
    const { result } = renderHook(() => usePressLock())
    let first = false
    let second = true
    act(() => {
      first = result.current.press()
      second = result.current.press()
    })
    expect(first).toBe(true)
    expect(second).toBe(false)
    expect(result.current.locked).toBe(true)

    act(() => void vi.advanceTimersByTime(999))
    expect(result.current.locked).toBe(true)
    act(() => void vi.advanceTimersByTime(1))
    expect(result.current.locked).toBe(false)

    let third = false
    act(() => {
      third = result.current.press()
    })
    expect(third).toBe(true)
  })

  it('clears its timer when the screen goes away', () => {
    const { result, unmount } = renderHook(() => usePressLock())
    act(() => void result.current.press())
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
