import { describe, expect, it } from 'vitest'
import { appDb } from '../../src/offline/db'
import { database } from '../../src/offline/on-demand'

describe("the phone's database, loaded on demand", () => {
  it('is handed over already open: the queries the first screen asked for meanwhile then run one per task', async () => {
    const db = await database()
    expect(db).toBe(appDb())
    expect(db.isOpen()).toBe(true)
  })
})
