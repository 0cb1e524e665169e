import { desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sandboxSms } from '../db/schema'

/** Sends one text to one phone. A real gateway implements this behind SMS_PROVIDER. */
export type SmsProvider = {
  readonly sandbox: boolean
  send(db: Db, mobile: string, code: string): Promise<void>
}

// The sandbox writes the code where tests and demos can read it back; the server
// log gets a line that the code was sent, never the code or the number in clear.
export const sandboxSmsProvider: SmsProvider = {
  sandbox: true,
  async send(db, mobile, code) {
    await db.insert(sandboxSms).values({ mobile, code })
  },
}

export async function lastSandboxCode(db: Db, mobile: string): Promise<string | null> {
  const [row] = await db
    .select({ code: sandboxSms.code })
    .from(sandboxSms)
    .where(eq(sandboxSms.mobile, mobile))
    .orderBy(desc(sandboxSms.id))
    .limit(1)
  return row?.code ?? null
}
