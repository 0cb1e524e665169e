import { and, desc, inArray, ne } from 'drizzle-orm'
import { mobileCandidates } from '../../contract/market/phone'
import { MARKET_CODES } from '../../contract/market/types'
import type { Db } from '../db/client'
import { sandboxSms } from '../db/schema'

/** One text to one phone: `to` in E.164, `reference` our id for it (sms_messages.reference). */
export type SmsMessage = { to: string; text: string; reference: string }

/** Where a sent text is: with the gateway, handed to the carrier, on the phone, or lost. */
export type SmsStatus = 'queued' | 'sent' | 'delivered' | 'failed'

/**
 * Sends texts composed by the server (server/domain/accounts/sms-text.ts). Called after the code is
 * committed (CallContext.afterCommit), never inside a transaction. `status` is there for a gateway
 * whose delivery reports are read by asking it; it answers null for a text it does not know.
 */
export type SmsProvider = {
  readonly sandbox: boolean
  /** The gateway's name, kept with each text so its status is asked of the one that sent it. */
  providerFor(to: string): string
  send(message: SmsMessage, signal: AbortSignal): Promise<{ providerMessageId: string; status: SmsStatus }>
  status?(provider: string, providerMessageId: string, signal: AbortSignal): Promise<SmsStatus | null>
}

// One-time codes are the only six-digit run in a text (sms-text.ts).
const CODE = /(?<!\d)\d{6}(?!\d)/

// The sandbox writes the code where tests and demos can read it back; the server
// log gets a line that the code was sent, never the code or the number in clear.
export function sandboxSmsProvider(db: Db): SmsProvider {
  return {
    sandbox: true,
    providerFor: () => 'sandbox',
    async send({ to, text, reference }) {
      await db.insert(sandboxSms).values({ mobile: to, code: CODE.exec(text)?.[0] ?? '', text })
      return { providerMessageId: reference, status: 'delivered' }
    },
  }
}

/** The last code sent to the number, typed in any market's form (the call names no lender); texts without a code are passed over. */
export async function lastSandboxCode(db: Db, typed: string): Promise<string | null> {
  const numbers = mobileCandidates(typed, MARKET_CODES)
  if (numbers.length === 0) return null
  const [row] = await db
    .select({ code: sandboxSms.code })
    .from(sandboxSms)
    .where(and(inArray(sandboxSms.mobile, numbers), ne(sandboxSms.code, '')))
    .orderBy(desc(sandboxSms.id))
    .limit(1)
  return row?.code ?? null
}
