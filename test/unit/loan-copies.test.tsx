// @vitest-environment happy-dom
// The borrower's loans kept on the phone (issue 22, item 4): per borrower, the newest answer,
// gone at logout; a screen shows the kept copy at once and offline, with its time.
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Data } from '../../contract/endpoints'
import { NetworkError } from '../../src/api/network-error'
import { appDb } from '../../src/offline/db'
import { keepCopy, keepCopyOnceSignedIn, keptCopy } from '../../src/offline/loan-copies'
import { claimWork } from '../../src/offline/outbox-owner'
import { forgetUser, saveUser } from '../../src/offline/user-copy'
import { setToken } from '../../src/state/session'
import { useKeptRemote } from '../../src/offline/use-kept-remote'
import { wipePersonalData } from '../../src/offline/wipe'

type Orders = Data<'/loan/getUserOrderList'>
const borrower = (mobile: string) => ({ mobile }) as Parameters<typeof saveUser>[0]
const orders = (orderId: number) => [{ orderId }] as unknown as Orders
const SOMCHAI = '0812345678'
const MARIA = '09171234567'

afterEach(async () => {
  await wipePersonalData()
})

describe('copies of the loans on this phone', () => {
  it('keeps the last answer for the borrower who read it, and shows it to no one else', async () => {
    await saveUser(borrower(SOMCHAI))
    await keepCopy({ kind: 'orders' }, orders(7), 1_000)
    await keepCopy({ kind: 'order', id: 7 }, { orderId: 7 } as Data<'/loan/orderInfo'>, 1_000)
    expect(await keptCopy({ kind: 'orders' })).toEqual({
      data: orders(7),
      fetchedAt: 1_000,
    })
    expect((await keptCopy({ kind: 'order', id: 7 }))?.data.orderId).toBe(7)
    expect(await keptCopy({ kind: 'order', id: 8 })).toBeNull()

    await saveUser(borrower(MARIA))
    expect(await keptCopy({ kind: 'orders' })).toBeNull()
    await keepCopy({ kind: 'orders' }, orders(9), 2_000)
    await saveUser(borrower(SOMCHAI))
    expect((await keptCopy({ kind: 'orders' }))?.data).toEqual(orders(7))
  })

  it('keeps nothing, and shows nothing, while no one is signed in', async () => {
    await keepCopy({ kind: 'orders' }, orders(7), 1_000)
    expect(await appDb().loanCopies.count()).toBe(0)
    await saveUser(borrower(SOMCHAI))
    await keepCopy({ kind: 'orders' }, orders(7), 1_000)
    await forgetUser()
    expect(await keptCopy({ kind: 'orders' })).toBeNull()
  })

  it('keeps nothing for a borrower who signs in after the session that read it ended', async () => {
    setToken('session-a')
    keepCopyOnceSignedIn({ kind: 'orders' }, orders(7), 1_000)
    setToken('session-b')
    await saveUser(borrower(MARIA))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await appDb().loanCopies.count()).toBe(0)
    setToken(null)
  })

  it('keeps a loan that arrived before the user copy once the user is there, unless the screen gave up first', async () => {
    keepCopyOnceSignedIn({ kind: 'orders' }, orders(7), 1_000)
    const givenUp = keepCopyOnceSignedIn({ kind: 'transactions' }, [], 1_000)
    givenUp()
    await saveUser(borrower(SOMCHAI))
    await waitFor(async () => expect((await keptCopy({ kind: 'orders' }))?.data).toEqual(orders(7)))
    expect(await keptCopy({ kind: 'transactions' })).toBeNull()
  })

  it('replaces an older answer with a newer one, never the other way round (a slower request, another tab)', async () => {
    await saveUser(borrower(SOMCHAI))
    await keepCopy({ kind: 'transactions' }, [], 1_000)
    const newer = [
      {
        id: 'd-1',
        kind: 'disbursement',
        orderId: 7,
        amt: 100,
        status: 'succeeded',
        at: '2026-11-25T03:00:00Z',
      },
    ] as Data<'/loan/transactions'>
    await keepCopy({ kind: 'transactions' }, newer, 3_000)
    await keepCopy({ kind: 'transactions' }, [], 2_000)
    expect(await keptCopy({ kind: 'transactions' })).toEqual({
      data: newer,
      fetchedAt: 3_000,
    })
  })

  it('deletes every copy at logout and when another borrower claims the phone', async () => {
    await saveUser(borrower(SOMCHAI))
    await claimWork(SOMCHAI)
    await keepCopy({ kind: 'orders' }, orders(7), 1_000)
    await wipePersonalData()
    expect(await appDb().loanCopies.count()).toBe(0)

    await saveUser(borrower(SOMCHAI))
    await claimWork(SOMCHAI)
    await keepCopy({ kind: 'orders' }, orders(7), 1_000)
    await claimWork(SOMCHAI)
    expect(await appDb().loanCopies.count()).toBe(1)
    await claimWork(MARIA)
    expect(await appDb().loanCopies.count()).toBe(0)
  })
})

describe('useKeptRemote', () => {
  it('keeps what it read, and offline shows that copy with the time it came', async () => {
    await saveUser(borrower(SOMCHAI))
    const online = renderHook(() => useKeptRemote({ kind: 'orders' }, async () => orders(7)))
    await waitFor(() => expect(online.result.current.data).toEqual(orders(7)))
    expect(online.result.current.asOf).toBeNull()
    await waitFor(async () => expect((await keptCopy({ kind: 'orders' }))?.data).toEqual(orders(7)))
    const fetchedAt = (await keptCopy({ kind: 'orders' }))?.fetchedAt
    online.unmount()

    const offline = renderHook(() => useKeptRemote({ kind: 'orders' }, () => Promise.reject(new NetworkError(null))))
    await waitFor(() => expect(offline.result.current.asOf).toBe(fetchedAt))
    expect(offline.result.current).toMatchObject({
      data: orders(7),
      loading: false,
    })
    expect(offline.result.current.error).toBeInstanceOf(NetworkError)
  })

  it('offline with nothing kept, has nothing to show and says why', async () => {
    await saveUser(borrower(SOMCHAI))
    const offline = renderHook(() => useKeptRemote({ kind: 'order', id: 7 }, () => Promise.reject(new NetworkError(null))))
    await waitFor(() => expect(offline.result.current.loading).toBe(false))
    expect(offline.result.current).toMatchObject({
      data: undefined,
      asOf: null,
    })
    expect(offline.result.current.error).toBeInstanceOf(NetworkError)
  })

  it('shows the fresh answer, not the older copy, once the server has answered', async () => {
    await saveUser(borrower(SOMCHAI))
    await keepCopy({ kind: 'orders' }, orders(7), 1_000)
    const screen = renderHook(() => useKeptRemote({ kind: 'orders' }, async () => orders(8)))
    await waitFor(() => expect(screen.result.current.data).toEqual(orders(8)))
    expect(screen.result.current.asOf).toBeNull()
    await waitFor(async () => expect((await keptCopy({ kind: 'orders' }))?.data).toEqual(orders(8)))
  })
})
