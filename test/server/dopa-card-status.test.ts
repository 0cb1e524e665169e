// The Thai document step against a simulator of DOPA's CheckCardByLaser service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dopaCardStatus } from '../../server/providers/identity-check/dopa/dopa-card-status'
import type { IdentityCheckRequest } from '../../server/providers/identity-check/port'
import { startDopaSimulator } from '../support/dopa-simulator'

let sim: Awaited<ReturnType<typeof startDopaSimulator>>
beforeAll(async () => {
  sim = await startDopaSimulator([{ pid: '1101700203451', firstName: 'สมชาย', lastName: 'ใจดี', birthDay: '25330517', laser: 'JT1123456789' }])
})
afterAll(() => sim.close())

const request = (over: Partial<IdentityCheckRequest> = {}): IdentityCheckRequest => ({
  idempotencyKey: 'identity-check-1',
  market: 'TH',
  needsLaserCode: true,
  idType: null,
  identity: '1101700203451',
  realName: 'สมชาย ใจดี',
  birthday: '1990-05-17',
  laserCode: 'JT1-1234567-89',
  photos: { front: new Uint8Array(), back: new Uint8Array(), hand: new Uint8Array() },
  ...over,
})
const check = (over: Partial<IdentityCheckRequest> = {}) => dopaCardStatus(sim.url).check(request(over), new AbortController().signal)

describe('DOPA card status', () => {
  it('passes a current card whose record matches, sending the birthday in the Buddhist era and the laser code without dashes', async () => {
    expect(await check()).toEqual({ document: { outcome: 'passed', reasons: [] } })
    expect(sim.requests.at(-1)).toContain('<BirthDay>25330517</BirthDay>')
    expect(sim.requests.at(-1)).toContain('<Laser>JT1123456789</Laser>')
  })

  it('sends a person details that differ from the record, such as a name typed in Latin letters', async () => {
    expect((await check({ realName: 'Somchai Jaidee' })).document).toEqual({ outcome: 'review', reasons: ['document_details_mismatch'] })
  })

  it('fails a laser code the authority does not know for the card', async () => {
    expect((await check({ laserCode: 'JT9-9999999-99' })).document).toEqual({ outcome: 'failed', reasons: ['document_not_valid'] })
  })

  it('asks nothing without a laser code, and says why', async () => {
    const before = sim.requests.length
    expect((await check({ laserCode: null })).document).toEqual({ outcome: 'review', reasons: ['laser_code_missing'] })
    expect(sim.requests.length).toBe(before)
  })

  it('throws on an answer that is not one, so the job asks again', async () => {
    sim.mode.garbage = true
    try {
      await expect(check()).rejects.toThrow(/not a check result/)
    } finally {
      sim.mode.garbage = false
    }
  })
})
