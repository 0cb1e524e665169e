// Philippine texts through Semaphore (semaphore.co/docs, read 2026-11-25): POST /api/v4/priority
// takes the same fields as /api/v4/messages (apikey, number, message, sendername) and skips the
// queue that bulk sends wait in, which a code valid for minutes cannot; GET /api/v4/messages/{id}
// answers the message with its status. Semaphore has no delivery webhook: statuses are asked for.
import { SmsGatewayError } from '../gateway-error'
import type { SmsMessage, SmsStatus } from '../port'

export type SemaphoreConfig = { baseUrl: string; apiKey: string; senderName: string }

type SemaphoreMessage = { message_id?: unknown; status?: unknown }

// Semaphore's statuses: Queued and Pending before the carrier, Sent once handed to it; Failed and
// Refunded never arrive. It reports no handset delivery, so Sent is where a text ends.
export function statusOf(status: unknown): SmsStatus {
  const s = typeof status === 'string' ? status.toLowerCase() : ''
  if (s === 'sent') return 'sent'
  if (s === 'failed' || s === 'refunded') return 'failed'
  return 'queued'
}

// Semaphore's documentation writes numbers nationally (09171234567); the server keeps E.164.
export function semaphoreNumber(e164: string): string {
  if (!/^\+63\d{10}$/.test(e164)) throw new SmsGatewayError('semaphore', 0)
  return `0${e164.slice(3)}`
}

function firstMessage(body: unknown): SemaphoreMessage | undefined {
  const first: unknown = Array.isArray(body) ? body[0] : body
  return first && typeof first === 'object' ? (first as SemaphoreMessage) : undefined
}

export function semaphoreSms(config: SemaphoreConfig) {
  return {
    async send({ to, text }: SmsMessage, signal: AbortSignal): Promise<{ providerMessageId: string; status: SmsStatus }> {
      const form = new URLSearchParams({ apikey: config.apiKey, number: semaphoreNumber(to), message: text, sendername: config.senderName })
      const response = await fetch(`${config.baseUrl}/api/v4/priority`, { method: 'POST', body: form, signal })
      const message = firstMessage(await response.json().catch(() => null))
      const id = message?.message_id
      if (!response.ok || (typeof id !== 'number' && typeof id !== 'string')) throw new SmsGatewayError('semaphore', response.status)
      return { providerMessageId: String(id), status: statusOf(message?.status) }
    },
    async status(providerMessageId: string, signal: AbortSignal): Promise<SmsStatus | null> {
      const query = new URLSearchParams({ apikey: config.apiKey })
      const response = await fetch(`${config.baseUrl}/api/v4/messages/${encodeURIComponent(providerMessageId)}?${query}`, { signal })
      if (response.status === 404) return null
      const message = firstMessage(await response.json().catch(() => null))
      if (!response.ok || !message || String(message.message_id) !== providerMessageId) throw new SmsGatewayError('semaphore', response.status)
      return statusOf(message.status)
    },
  }
}
