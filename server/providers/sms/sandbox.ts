import { and, desc, inArray, ne } from 'drizzle-orm'
import { mobileCandidates } from '../../../contract/market/phone'
import { marketCodes } from '../../../contract/market/profiles'
import type { Db } from '../../db/client'
import { sandboxSms } from '../../db/schema'
import type { SmsProvider } from './port'

// One-time codes are the only six-digit run in a text (sms-text.ts).
const CODE = /(?<!\d)\d{6}(?!\d)/

// The sandbox writes the code where tests and demos can read it back; the server
// log gets a line that the code was sent, never the code or the number in clear.
export function sandboxSmsProvider(db: Db): SmsProvider {
  return {
    providerFor: () => 'sandbox',
    async send({ to, text, reference }) {
      await db.insert(sandboxSms).values({ mobile: to, code: CODE.exec(text)?.[0] ?? '', text })
      return { providerMessageId: reference, status: 'delivered' }
    },
    lastCodeTo: (typed) => lastSandboxCode(db, typed),
  }
}

/** The last code sent to the number, typed in any market's form (the call names no lender); texts without a code are passed over. */
async function lastSandboxCode(db: Db, typed: string): Promise<string | null> {
  const numbers = mobileCandidates(typed, marketCodes())
  if (numbers.length === 0) return null
  const [row] = await db
    .select({ code: sandboxSms.code })
    .from(sandboxSms)
    .where(and(inArray(sandboxSms.mobile, numbers), ne(sandboxSms.code, '')))
    .orderBy(desc(sandboxSms.id))
    .limit(1)
  return row?.code ?? null
}
