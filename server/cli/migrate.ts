// npm run migrate: applies the migrations once, for deploys that run several server processes
// with MIGRATE_ON_START=false (README, "Running in production").
import { openDatabase } from '../db/client'
import { readEnv } from '../env'

const env = readEnv()
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
await database.close()
process.stdout.write(`migrations applied (${database.kind})\n`)
