// npm run storage:copy-to-s3 [-- --from <folder>]
// Copies the uploads on this machine's disk (DATA_DIR/uploads unless --from says otherwise) into
// the bucket the S3_* variables name, before the server is started with STORAGE=s3. Prints
// counts only: never a file's content, and no name of a borrower (keys are random).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { type Env, readEnv } from '../env'
import { summaryText } from '../error-summary'
import { copyDiskToS3 } from '../providers/storage/s3/copy-disk-to-s3'
import { s3Client, type S3Settings, s3SettingsFrom } from '../providers/storage/s3/s3-storage'

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { from: { type: 'string' } } })
  let env: Env
  let settings: S3Settings
  try {
    env = readEnv()
    settings = s3SettingsFrom(env)
  } catch (error) {
    // The environment's own complaint names variables, never their values.
    console.error(error instanceof Error ? error.message : String(error))
    return 2
  }
  const root = values.from ?? join(env.DATA_DIR, 'uploads')
  if (!existsSync(root)) {
    console.error(`no uploads folder at ${root}`)
    return 2
  }
  const client = s3Client(settings)
  try {
    const counts = await copyDiskToS3(root, { client, bucket: settings.bucket, timeoutMs: env.PROVIDER_TIMEOUT_MS }, (error) =>
      console.error(`not copied: ${summaryText(error)}`),
    )
    process.stdout.write(`copied ${counts.copied}, already there ${counts.present}, not uploads ${counts.ignored}, failed ${counts.failed}\n`)
    return counts.failed > 0 ? 1 : 0
  } finally {
    client.destroy()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(summaryText(error))
    process.exit(1)
  },
)
