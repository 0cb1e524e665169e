// The app's IndexedDB (Dexie): the user copy, public company configs, form drafts
// and the outbox of queued submissions. Everything personal is deleted at logout
// (wipe.ts); configs are public and survive it.
import Dexie, { type EntityTable } from 'dexie'
import type { UserInfo } from '../../contract/schemas/accounts'

export type UserRecord = { key: 'me'; user: UserInfo; savedAt: number }
export type ConfigRecord = { key: string; value: unknown; savedAt: number }
export type DraftRecord = { form: string; values: Record<string, unknown>; savedAt: number }
export type OutboxRecord = {
  id?: number
  path: string
  body: unknown
  idempotencyKey: string
  createdAt: number
  attempts: number
}

export class AppDatabase extends Dexie {
  user!: EntityTable<UserRecord, 'key'>
  configs!: EntityTable<ConfigRecord, 'key'>
  drafts!: EntityTable<DraftRecord, 'form'>
  outbox!: EntityTable<OutboxRecord, 'id'>

  constructor(name = 'jackey') {
    super(name)
    this.version(1).stores({ user: 'key', configs: 'key', drafts: 'form', outbox: '++id, createdAt' })
  }
}

export const PERSONAL_TABLES = ['user', 'drafts', 'outbox'] as const

let shared: AppDatabase | undefined
export function appDb(): AppDatabase {
  shared ??= new AppDatabase()
  return shared
}
