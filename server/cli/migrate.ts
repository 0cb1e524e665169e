// npm run migrate: applies the migrations once, for deploys that run several server processes
// with MIGRATE_ON_START=false (README, "Running in production").
import { openDatabase } from '../db/client'
import { DataDirLockedError } from '../db/data-dir-lock'
import { readEnv } from '../env'

const env = readEnv()
try {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  await database.close()
  process.stdout.write(`migrations applied (${database.kind})\n`)
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error
  // A running server migrates its embedded database itself at start.
  console.error(error.message)
  process.exitCode = 1
}
