// npm run staff -- create <name> --company <id> [--roles reviewer,money,config,support,checker] [--totp]
// npm run staff -- disable <name>
// The password comes from STAFF_PASSWORD or the first line of stdin, never from the
// command line (which shell history and `ps` would keep). --company has no default: with
// several lenders on one server, a member given the wrong one would see its borrowers.
// On the embedded database it refuses (exit 3) while a server holds the folder
// (db/data-dir-lock.ts): beside a running server, an admin manages staff in the back office;
// this command stays for the first admin and for PostgreSQL (DATABASE_URL).
import { parseArgs } from 'node:util'
import { STAFF_ROLES } from '../../contract/admin/roles'
import { onDatabase } from './on-database'

const USAGE = `usage: npm run staff -- create <name> --company <id> [--roles ${STAFF_ROLES.join(',')}] [--totp]
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
    options: { company: { type: 'string' }, roles: { type: 'string', default: '' }, totp: { type: 'boolean', default: false } },
  })
  const [command, name] = positionals
  const companyId = Number(values.company)
  const companyOk = command !== 'create' || (Number.isInteger(companyId) && companyId > 0 && companyId <= 2 ** 31 - 1)
  if (!name || (command !== 'create' && command !== 'disable') || !companyOk) {
    console.error(USAGE)
    return 2
  }
  // The server's modules load only for a command that will use them: a usage error answers at once.
  const [{ seedDemoLenders }, { disableStaff }, { createStaff, parseRoles }, { totpUri }, { readEnv }] = await Promise.all([
    import('../db/seed'),
    import('../domain/staff/disable-staff'),
    import('../domain/staff/staff-accounts'),
    import('../domain/staff/totp'),
    import('../env'),
  ])
  const env = readEnv()
  return onDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, async (database) => {
    if (command === 'disable') {
      const done = await disableStaff(database.db, name, new Date())
      process.stdout.write(done ? `disabled ${name}\n` : `no active staff member ${name}\n`)
      return done ? 0 : 1
    }
    const roles = parseRoles(values.roles)
    // The lenders the server would seed at its first start (idempotent, as there): a staff member
    // is often created before that, and belongs to a company that must exist.
    await seedDemoLenders(database.db)
    const created = await createStaff(database.db, { name, password: await readPassword(), roles, totp: values.totp, companyId }, new Date())
    process.stdout.write(`created staff member ${name} (id ${created.id}) of company ${companyId} with roles: ${roles.join(', ') || 'none'}\n`)
    if (created.totpSecret) {
      process.stdout.write(`TOTP secret (add it to an authenticator app): ${created.totpSecret}\n${totpUri(created.totpSecret, name)}\n`)
    }
    return 0
  })
}

process.exitCode = await main()
