// The app's IndexedDB (Dexie): the user copy, public company configs, form drafts,
// identity photos taken for a draft, the outbox of queued submissions, the answers
// that sent a submission back to its form, whose work all that is, and the last answers
// about the borrower's loans (loan-copies.ts), and this install's random device id (device-id.ts).
// Everything personal is deleted at logout (wipe.ts); configs and the device id survive it.
import Dexie, { type EntityTable } from 'dexie'
import type { UserInfo } from '../../contract/schemas/accounts'

export type UserRecord = { key: 'me'; user: UserInfo; savedAt: number }
export type ConfigRecord = { key: string; value: unknown; savedAt: number }
export type DraftRecord = { form: string; values: Record<string, unknown>; savedAt: number }
export type OutboxRecord = {
  id?: number
  /** The draft this submission comes from; deleted once all of the form's submissions are accepted. */
  form: string
  path: string
  body: unknown
  idempotencyKey: string
  createdAt: number
  /** Times it left the phone; 0 means the server has never seen it. */
  attempts: number
  /** The form's fields as they were when it was submitted: what the server's answer is about. */
  values?: FormValues
}
/** A form's fields by name, as the borrower typed them. */
export type FormValues = Readonly<Record<string, string>>
/**
 * A submission the server answered with a validation error, kept for its form (id = the outbox id),
 * with the form's values it was about: a field's error holds only while the field holds that value.
 */
export type RejectedRecord = { id: number; form: string; path: string; code: number; fields: string[]; message: string; at: number; values?: FormValues }
/** A compressed photo of a draft, as a Blob. */
export type PhotoRecord = { key: string; form: string; slot: string; blob: Blob; savedAt: number }
/** The borrower whose drafts and submissions these are (see outbox-owner.ts). */
export type OwnerRecord = { key: 'owner'; mobile: string }
/** The last answer the server gave one borrower about their loans (see loan-copies.ts), and when it came. */
export type LoanCopyRecord = { key: string; owner: string; data: unknown; fetchedAt: number }
/** The install's random id (device-id.ts). */
export type DeviceRecord = { key: string; id: string; createdAt: number }

export class AppDatabase extends Dexie {
  user!: EntityTable<UserRecord, 'key'>
  configs!: EntityTable<ConfigRecord, 'key'>
  drafts!: EntityTable<DraftRecord, 'form'>
  outbox!: EntityTable<OutboxRecord, 'id'>
  rejected!: EntityTable<RejectedRecord, 'id'>
  photos!: EntityTable<PhotoRecord, 'key'>
  owner!: EntityTable<OwnerRecord, 'key'>
  loanCopies!: EntityTable<LoanCopyRecord, 'key'>
  device!: EntityTable<DeviceRecord, 'key'>

  constructor(name = 'jackey') {
    super(name)
    this.version(1).stores({ user: 'key', configs: 'key', drafts: 'form', outbox: '++id, createdAt' })
    this.version(2)
      .stores({ outbox: '++id, createdAt, form', rejected: 'id, form', photos: 'key, form', owner: 'key' })
      .upgrade((tx) =>
        tx
          .table('outbox')
          .toCollection()
          .modify((entry: Partial<OutboxRecord>) => {
            entry.form ??= ''
          }),
      )
    this.version(3).stores({ loanCopies: 'key, owner' })
    this.version(4).stores({ device: 'key' })
  }
}

// For on-demand.ts, which reaches Dexie only through this module.
export { liveQuery } from 'dexie'

export const PERSONAL_TABLES = ['user', 'drafts', 'outbox', 'rejected', 'photos', 'owner', 'loanCopies'] as const

let shared: AppDatabase | undefined
export function appDb(): AppDatabase {
  shared ??= new AppDatabase()
  return shared
}
