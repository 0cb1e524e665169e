// npm run staff -- create <name> [--roles reviewer,money,config,support] [--totp]
// npm run staff -- disable <name>
// The password comes from STAFF_PASSWORD or the first line of stdin, never from the
// command line (which shell history and `ps` would keep).
import { parseArgs } from 'node:util'
import { STAFF_ROLES } from '../../contract/admin/roles'
import { openDatabase } from '../db/client'
import { disableStaff } from '../domain/staff/disable-staff'
import { createStaff, parseRoles } from '../domain/staff/staff-accounts'
import { totpUri } from '../domain/staff/totp'
import { readEnv } from '../env'

const USAGE = `usage: npm run staff -- create <name> [--roles ${STAFF_ROLES.join(',')}] [--totp]
       npm run staff -- disable <name>
The password is read from STAFF_PASSWORD or stdin.`

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD
  if (process.stdin.isTTY) process.stderr.write('Password: ')
  let text = ''
  for await (const chunk of process.stdin) {
    text += String(chunk)
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/)[0] ?? ''
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { roles: { type: 'string', default: '' }, totp: { type: 'boolean', default: false } },
  })
  const [command, name] = positionals
  if (!name || (command !== 'create' && command !== 'disable')) {
    console.error(USAGE)
    return 2
  }
  const env = readEnv()
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  try {
    if (command === 'disable') {
      const done = await disableStaff(database.db, name, new Date())
      process.stdout.write(done ? `disabled ${name}\n` : `no staff member ${name}\n`)
      return done ? 0 : 1
    }
    const roles = parseRoles(values.roles)
    const created = await createStaff(database.db, { name, password: await readPassword(), roles, totp: values.totp }, new Date())
    process.stdout.write(`created staff member ${name} (id ${created.id}) with roles: ${roles.join(', ') || 'none'}\n`)
    if (created.totpSecret) {
      process.stdout.write(`TOTP secret (add it to an authenticator app): ${created.totpSecret}\n${totpUri(created.totpSecret, name)}\n`)
    }
    return 0
  } catch (error) {
    if (error instanceof RangeError) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    await database.close()
  }
}

process.exitCode = await main()
