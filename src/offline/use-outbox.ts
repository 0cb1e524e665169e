import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'
import { appDb, type RejectedRecord } from './db'

/** A query's answer, kept current as the outbox changes in this tab or another. */
function useLive<T>(query: () => Promise<T>, key: string): T | undefined {
  const [value, setValue] = useState<T>()
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({ next: setValue, error: () => undefined })
    return () => subscription.unsubscribe()
    // The query is rebuilt each render; `key` says when it means something else.
  }, [key])
  return value
}

/** How many submissions wait to be sent. */
export function useOutboxCount(): number {
  return useLive(() => appDb().outbox.count(), 'count') ?? 0
}

export type FormsInOutbox = { waiting: ReadonlySet<string>; sentBack: ReadonlySet<string> }

/** Which forms have a submission waiting, and which were sent back by the server; undefined while reading. */
export function useFormsInOutbox(): FormsInOutbox | undefined {
  return useLive(async () => {
    const db = appDb()
    const [waiting, sentBack] = await Promise.all([db.outbox.orderBy('form').uniqueKeys(), db.rejected.orderBy('form').uniqueKeys()])
    return { waiting: new Set(waiting.map(String)), sentBack: new Set(sentBack.map(String)) }
  }, 'forms')
}

/** The server's answers that sent this form back, for marking its fields. */
export function useSentBack(form: string): RejectedRecord[] {
  return useLive(() => appDb().rejected.where('form').equals(form).toArray(), form) ?? []
}
