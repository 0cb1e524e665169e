// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale } from '../../src/i18n/i18n'
import { serverProblems } from '../../src/ui/server-problems'

const fieldOf = (f: string) => (['identity', 'realName'].includes(f) ? f : null)
const taken = { code: 10026, fields: ['identity'], message: 'Identity already registered', values: { realName: 'Somchai', identity: '1101700230708' } }

describe("what the server refused, on the form's fields", () => {
  beforeAll(() => activateLocale('en'))

  it('shows on the field while it holds the value the server refused, after a reload too', () => {
    expect(serverProblems([taken], fieldOf, { realName: 'Somchai', identity: '1101700230708' }).fields).toEqual({
      identity: 'Identity already registered',
    })
  })

  it('goes once the field holds something else, so the form can be sent again', () => {
    expect(serverProblems([taken], fieldOf, { realName: 'Somchai', identity: '1101700230716' })).toEqual({ fields: {}, general: [] })
  })

  it('stays while only another field changed', () => {
    expect(serverProblems([taken], fieldOf, { realName: 'Somchai J', identity: '1101700230708' }).fields).toHaveProperty('identity')
  })

  it('tells a refusal kept without its values in general, where it does not hold the form back', () => {
    const older = { code: taken.code, fields: taken.fields, message: taken.message }
    expect(serverProblems([older], fieldOf, { identity: '1101700230708' })).toEqual({ fields: {}, general: ['Identity already registered'] })
  })

  it('marks the fields of an answer just received when no values are given', () => {
    expect(serverProblems([taken], fieldOf).fields).toEqual({ identity: 'Identity already registered' })
  })
})
