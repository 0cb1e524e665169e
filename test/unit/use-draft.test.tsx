// @vitest-environment happy-dom
// Nothing typed is lost: a form's draft is written to IndexedDB as the borrower types, and the
// hook says when the last keystroke is not yet written, so "saved on this phone" is never early.
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadDraft } from '../../src/offline/drafts'
import { useDraft } from '../../src/offline/use-draft'
import { wipePersonalData } from '../../src/offline/wipe'

afterEach(async () => {
  await wipePersonalData()
})

describe('a form draft on the phone', () => {
  it('is pending from a keystroke until that value is in IndexedDB, then saved', async () => {
    const { result } = renderHook(() => useDraft('draft-test', { name: '' }))
    await waitFor(() => expect(result.current.loaded).toBe(true))
    expect(result.current).toMatchObject({ saved: false, pending: false })

    act(() => result.current.set({ name: 'สมชาย' }))
    expect(result.current.pending).toBe(true)
    expect(await loadDraft('draft-test')).toBeNull()

    await waitFor(() => expect(result.current.pending).toBe(false))
    expect(result.current.saved).toBe(true)
    expect(await loadDraft('draft-test')).toEqual({ name: 'สมชาย' })
  })

  it('restores the stored values on the next visit', async () => {
    const first = renderHook(() => useDraft('draft-test', { name: '', city: '' }))
    await waitFor(() => expect(first.result.current.loaded).toBe(true))
    act(() => first.result.current.set({ city: 'บางรัก' }))
    await waitFor(() => expect(first.result.current.pending).toBe(false))
    first.unmount()

    const again = renderHook(() => useDraft('draft-test', { name: '', city: '' }))
    await waitFor(() => expect(again.result.current.loaded).toBe(true))
    expect(again.result.current).toMatchObject({ values: { name: '', city: 'บางรัก' }, saved: true, pending: false })
  })

  it('is neither saved nor pending once discarded', async () => {
    const { result } = renderHook(() => useDraft('draft-test', { name: '' }))
    await waitFor(() => expect(result.current.loaded).toBe(true))
    act(() => result.current.set({ name: 'Maria' }))
    await act(() => result.current.discard())
    expect(result.current).toMatchObject({ saved: false, pending: false })
    expect(await loadDraft('draft-test')).toBeNull()
  })
})
