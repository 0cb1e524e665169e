import { startTransition, useEffect, useState } from 'react'
import type { AppDatabase, RejectedRecord } from './db'
import { watchQuery } from './on-demand'

/** A query's answer, kept current as the outbox changes in this tab or another. */
function useLive<T>(query: (db: AppDatabase) => Promise<T>, key: string): T | undefined {
  const [value, setValue] = useState<T>()
  // The query is rebuilt each render; `key` says when it means something else.
  useEffect(() => watchQuery(query, (next) => startTransition(() => setValue(next)), () => undefined), [key])
  return value
}

/** How many submissions wait to be sent. */
export function useOutboxCount(): number {
  return useLive((db) => db.outbox.count(), 'count') ?? 0
}

export type FormsInOutbox = { waiting: ReadonlySet<string>; sentBack: ReadonlySet<string> }

/** Which forms have a submission waiting, and which were sent back by the server; undefined while reading. */
export function useFormsInOutbox(): FormsInOutbox | undefined {
  return useLive(async (db) => {
    const [waiting, sentBack] = await Promise.all([db.outbox.orderBy('form').uniqueKeys(), db.rejected.orderBy('form').uniqueKeys()])
    return { waiting: new Set(waiting.map(String)), sentBack: new Set(sentBack.map(String)) }
  }, 'forms')
}

/** The server's answers that sent this form back, for marking its fields. */
export function useSentBack(form: string): RejectedRecord[] {
  return useLive((db) => db.rejected.where('form').equals(form).toArray(), form) ?? []
}
