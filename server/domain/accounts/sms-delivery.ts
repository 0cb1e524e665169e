// A one-time code on its way: the text composed in the borrower's language with the lender's
// name, recorded (code masked) under our reference, handed to the gateway after the commit, and
// its delivery report read back by a job for a gateway that reports by being asked.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Locale } from '../../../contract/locales'
import { apps, smsCodes, smsMessages } from '../../db/schema'
import type { Services } from '../../services'
import { callProvider } from '../../providers/call-provider'
import type { SmsStatus } from '../../providers/sms/port'
import { enqueue, type Job } from '../jobs/queue'
import { marketOfApp } from '../markets/company-market'
import type { SmsPurpose } from './sms-purpose'
import { smsText } from './sms-text'

const ASK_EVERY_MS = 60_000
// A gateway that still says "queued" after an hour has lost the text; the code is long dead.
const ASK_FOR_MS = 60 * 60_000

export type CodeToDeliver = {
  appId: number
  mobile: string
  purpose: SmsPurpose
  code: string
  codeId: number
  validMinutes: number
  /** The language the asker reads, among the market's (CallContext.readsIn); else the market's first. */
  readsIn?: (offered: readonly Locale[]) => Locale
}

export async function deliverCode(services: Services, c: CodeToDeliver): Promise<void> {
  const { db, sms, env } = services
  const { market } = await marketOfApp(db, c.appId)
  const [app] = await db.select({ name: apps.name }).from(apps).where(eq(apps.id, c.appId))
  const locale = c.readsIn?.(market.locales) ?? market.locales[0] ?? 'en'
  const text = smsText(locale, c.purpose, { lender: app?.name ?? '', code: c.code, minutes: c.validMinutes })
  const reference = `sms-${randomUUID()}`
  const now = services.now()
  const [row] = await db
    .insert(smsMessages)
    .values({
      reference,
      market: market.code,
      provider: sms.providerFor(c.mobile),
      mobile: c.mobile,
      purpose: c.purpose,
      maskedText: text.replace(c.code, '•'.repeat(c.code.length)),
      status: 'queued',
      createdAt: now,
      statusAt: now,
    })
    .returning({ id: smsMessages.id })
  if (!row) return
  try {
    const sent = await callProvider('sms', env.PROVIDER_TIMEOUT_MS, (signal) => sms.send({ to: c.mobile, text, reference }, signal))
    await db.update(smsMessages).set({ providerMessageId: sent.providerMessageId || null, status: sent.status, statusAt: services.now() }).where(eq(smsMessages.id, row.id))
    if (sent.status === 'failed') await withdrawCode(services, c.codeId)
    else if (sent.status === 'queued' && sms.status) await enqueue(db, 'sms-status', { smsId: row.id }, new Date(services.now().getTime() + ASK_EVERY_MS))
  } catch (error) {
    await db.update(smsMessages).set({ status: 'failed', statusAt: services.now() }).where(eq(smsMessages.id, row.id))
    await withdrawCode(services, c.codeId)
    throw error
  }
}

// A code that did not leave is withdrawn, so the wait before asking for another does not apply:
// the borrower asks again at once. The hourly limits per phone and address still count it.
async function withdrawCode(services: Services, codeId: number): Promise<void> {
  await services.db.delete(smsCodes).where(eq(smsCodes.id, codeId))
}

function smsIdOf(payload: unknown): number | null {
  const id = (payload as { smsId?: unknown } | null)?.smsId
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null
}

/** The 'sms-status' job: asks the gateway once about one text, and again later while it is queued. */
export async function checkSmsStatus(services: Services, job: Job): Promise<void> {
  const { db, sms, env } = services
  const id = smsIdOf(job.payload)
  if (id === null || !sms.status) return
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, id))
  if (!row || row.status !== 'queued' || !row.providerMessageId) return
  const { providerMessageId } = row
  const status: SmsStatus | null = await callProvider('sms', env.PROVIDER_TIMEOUT_MS, (signal) => sms.status?.(row.provider, providerMessageId, signal) ?? Promise.resolve(null))
  // Null: a gateway that is not asked for reports (ThaiBulkSMS), or a text it does not know.
  if (status === null) return
  const now = services.now()
  if (status !== 'queued') {
    // Applied once: only over the status this job read.
    await db.update(smsMessages).set({ status, statusAt: now }).where(and(eq(smsMessages.id, id), eq(smsMessages.status, 'queued')))
    return
  }
  if (now.getTime() - row.createdAt.getTime() < ASK_FOR_MS) await enqueue(db, 'sms-status', { smsId: id }, new Date(now.getTime() + ASK_EVERY_MS))
}
