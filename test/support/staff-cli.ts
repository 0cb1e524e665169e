// `npm run staff -- create` as the e2e files run it: before their server opens the same embedded
// database folder, which one process holds at a time (server/db/data-dir-lock.ts).
import { spawnSync } from 'node:child_process'
import { inheritedEnv } from './server-process'

/** `company`: the lender's company id, the Thai demo lender's (1) unless named. */
export type CliStaff = { name: string; password: string; roles: string; totp?: boolean; company?: number }

/** Creates the member in the folder's database; answers the TOTP secret the CLI printed, if asked for one. */
export function createStaffWithCli(dataDir: string, { name, password, roles, totp = false, company = 1 }: CliStaff): string | null {
  const args = ['--import', 'tsx', 'server/cli/staff.ts', 'create', name, '--company', String(company), '--roles', roles, ...(totp ? ['--totp'] : [])]
  const run = spawnSync(process.execPath, args, { env: { ...inheritedEnv(), DATA_DIR: dataDir, STAFF_PASSWORD: password }, encoding: 'utf8' })
  const secret = totp ? (/TOTP secret[^:]*: ([A-Z2-7]+)/.exec(run.stdout)?.[1] ?? null) : null
  if (run.status !== 0 || (totp && !secret)) throw new Error(`staff CLI failed:\n${run.stdout}\n${run.stderr}`)
  return secret
}
