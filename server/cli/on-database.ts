// What a command-line tool does around its work on the database: exit 3 when a running server
// holds the embedded folder (db/data-dir-lock.ts), exit 1 with the message on a value the domain
// refused (RangeError), the work's own code otherwise, and the database closed in every case.
// The database modules load here, once the tool's arguments are right: a usage error answers at once.
import type { Database, openDatabase } from '../db/client'

export async function onDatabase(options: Parameters<typeof openDatabase>[0], work: (database: Database) => Promise<number>): Promise<number> {
  const [{ openDatabase: open }, { DataDirLockedError }] = await Promise.all([import('../db/client'), import('../db/data-dir-lock')])
  let database: Database
  try {
    database = await open(options)
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    console.error(error.message)
    return 3
  }
  try {
    return await work(database)
  } catch (error) {
    if (!(error instanceof RangeError)) throw error
    console.error(error.message)
    return 1
  } finally {
    await database.close()
  }
}
