import { desc, inArray } from 'drizzle-orm'
import { mobileCandidates } from '../../contract/market/phone'
import { MARKET_CODES } from '../../contract/market/types'
import type { Db } from '../db/client'
import { sandboxSms } from '../db/schema'

/**
 * Sends one text to one phone. A real gateway implements this behind SMS_PROVIDER. Called after
 * the code is committed (CallContext.afterCommit), never inside a transaction.
 */
export type SmsProvider = {
  readonly sandbox: boolean
  send(mobile: string, code: string, signal: AbortSignal): Promise<void>
}

// The sandbox writes the code where tests and demos can read it back; the server
// log gets a line that the code was sent, never the code or the number in clear.
export function sandboxSmsProvider(db: Db): SmsProvider {
  return {
    sandbox: true,
    async send(mobile, code) {
      await db.insert(sandboxSms).values({ mobile, code })
    },
  }
}

/** The last code sent to the number, typed in any market's form (the call names no lender). */
export async function lastSandboxCode(db: Db, typed: string): Promise<string | null> {
  const numbers = mobileCandidates(typed, MARKET_CODES)
  if (numbers.length === 0) return null
  const [row] = await db
    .select({ code: sandboxSms.code })
    .from(sandboxSms)
    .where(inArray(sandboxSms.mobile, numbers))
    .orderBy(desc(sandboxSms.id))
    .limit(1)
  return row?.code ?? null
}
