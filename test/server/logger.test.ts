import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger, REDACTED_PATHS } from '../../server/logger'

const MARKER = 'PlantedMarkerZ9'

function collected() {
  const lines: string[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  return { lines, destination }
}

describe('the structured logger', () => {
  it('writes one JSON line with an ISO time, the level by name and the fields', () => {
    const { lines, destination } = collected()
    createLogger('info', destination).info({ msg: 'request', path: '/jackey/user/info', status: 200 })
    expect(lines).toHaveLength(1)
    const line = JSON.parse(lines[0] ?? '') as Record<string, unknown>
    expect(line).toMatchObject({ level: 'info', msg: 'request', path: '/jackey/user/info', status: 200 })
    expect(String(line.time)).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('redacts phone numbers, ID and account numbers, tokens, passwords and PINs at the top and one level down', () => {
    const { lines, destination } = collected()
    const fields = Object.fromEntries(REDACTED_PATHS.filter((p) => !p.startsWith('*.')).map((field) => [field, `${MARKER}-${field}`]))
    const log = createLogger('info', destination)
    log.info({ msg: 'planted', ...fields })
    log.error({ msg: 'planted below', user: fields, request: { authorization: MARKER } })
    expect(lines).toHaveLength(2)
    expect(lines.join('\n')).not.toContain(MARKER)
    expect(JSON.parse(lines[1] ?? '')).toMatchObject({ user: { mobile: '[redacted]', cardNo: '[redacted]' } })
  })

  it('writes nothing when silent', () => {
    const { lines, destination } = collected()
    createLogger('silent', destination).error({ msg: 'quiet', mobile: MARKER })
    expect(lines).toEqual([])
  })
})
