// @vitest-environment happy-dom
// Offline status that tells the truth (issue 37, item 9): an answer that failed, or a copy kept
// on the phone shown "as of" its time, is asked for again when the phone comes back online, so
// "no connection" and "may have changed" go by themselves once the server answers.
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Data } from '../../contract/endpoints'
import { NetworkError } from '../../src/api/network-error'
import { useRemote } from '../../src/api/use-remote'
import { keepCopy } from '../../src/offline/loan-copies'
import { useKeptRemote } from '../../src/offline/use-kept-remote'
import { saveUser } from '../../src/offline/user-copy'
import { wipePersonalData } from '../../src/offline/wipe'

type Orders = Data<'/loan/getUserOrderList'>
const orders = (orderId: number) => [{ orderId }] as unknown as Orders

/** A server that cannot be reached until `connect()`, counting the questions it was asked. */
function flakyServer<T>(answer: T) {
  const server = { reachable: false, asked: 0, connect: () => (server.reachable = true) }
  const load = async (): Promise<T> => {
    server.asked++
    if (!server.reachable) throw new NetworkError(null)
    return answer
  }
  return { server, load }
}

function backOnline(): void {
  act(() => void window.dispatchEvent(new Event('online')))
}

afterEach(async () => {
  await wipePersonalData()
})

describe('answers asked for again when the phone is back online', () => {
  it('clears "as of" from a kept copy once the server answers after reconnecting', async () => {
    await saveUser({ mobile: '0812345678' } as Parameters<typeof saveUser>[0])
    await keepCopy({ kind: 'orders' }, orders(7), 1_000)
    const { server, load } = flakyServer(orders(8))
    const screen = renderHook(() => useKeptRemote({ kind: 'orders' }, load))
    await waitFor(() => expect(screen.result.current.asOf).toBe(1_000))
    await waitFor(() => expect(screen.result.current.loading).toBe(false))
    expect(screen.result.current.data).toEqual(orders(7))

    server.connect()
    backOnline()
    await waitFor(() => expect(screen.result.current.asOf).toBeNull())
    expect(screen.result.current.data).toEqual(orders(8))
    expect(screen.result.current.error).toBeNull()
    expect(server.asked).toBe(2)
  })

  it('clears "no connection" once the server answers after reconnecting', async () => {
    const { server, load } = flakyServer(['ticket'])
    const screen = renderHook(() => useRemote(load))
    await waitFor(() => expect(screen.result.current.error).toBeInstanceOf(NetworkError))

    server.connect()
    backOnline()
    await waitFor(() => expect(screen.result.current.data).toEqual(['ticket']))
    expect(screen.result.current.error).toBeNull()
  })

  it('does not ask again on reconnecting when the answer shown is already fresh', async () => {
    const { server, load } = flakyServer(['ticket'])
    server.connect()
    const screen = renderHook(() => useRemote(load))
    await waitFor(() => expect(screen.result.current.data).toEqual(['ticket']))
    backOnline()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.asked).toBe(1)
  })
})
