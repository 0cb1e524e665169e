// The face match runs on its own thread (server/domain/kyc/faces-off-thread.ts): it answers what
// the model answers in this thread, and the caller's bytes stay where they were, even when they are
// a view into a larger buffer (as a Buffer from Node's shared pool is).
import { describe, expect, it } from 'vitest'
import { matchFaces } from '../../server/domain/kyc/face-match'
import { matchFacesOffThread } from '../../server/domain/kyc/faces-off-thread'
import { group, handHeld, idFront } from '../fixtures/faces'

describe('the face thread', () => {
  it('finds what the model finds here, and leaves the caller a view into a shared buffer intact', async () => {
    const [front, hand] = [await idFront('ana', 1), await handHeld('ana', 1)]
    const shared = Buffer.concat([front, hand])
    const frontView = shared.subarray(0, front.length)
    const handView = shared.subarray(front.length)
    const there = await matchFacesOffThread(frontView, handView)
    expect(there).toEqual(await matchFaces(front, hand))
    expect(there.outcome).toBe('passed')
    expect(shared.byteLength).toBe(front.length + hand.length)
    expect(Buffer.compare(shared, Buffer.concat([front, hand]))).toBe(0)
  }, 120_000)

  it('answers several checks at once, each with its own outcome', async () => {
    const [a, b, crowd] = [await idFront('ana', 2), await handHeld('ben', 2), await group()]
    const [mismatch, several] = await Promise.all([matchFacesOffThread(a, b), matchFacesOffThread(a, crowd)])
    expect(mismatch).toMatchObject({ outcome: 'review', reasons: ['face_mismatch'] })
    expect(several).toMatchObject({ outcome: 'review', reasons: ['several_faces'] })
  }, 120_000)
})
