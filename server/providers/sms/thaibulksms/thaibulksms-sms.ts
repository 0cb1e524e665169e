// Thai texts through ThaiBulkSMS's API v2, as its official client sends them (github.com/thaibulksms/tbs,
// src/client.ts and src/cli.ts at 55dcb8c, read 2026-11-25): POST /sms, form-encoded msisdn (E.164,
// +66…), message and sender, with Basic auth of the API key and secret. The answer lists each
// number taken (phone_number_list: number, message_id) or refused (bad_phone_number_list).
// `force` is left to the account's default credit type; no callback_url: its report's format is
// not published where we could read it, so a Thai text's status is what the send answered.
import { SmsGatewayError } from '../gateway-error'
import type { SmsMessage, SmsStatus } from '../port'

export type ThaiBulkSmsConfig = { baseUrl: string; apiKey: string; apiSecret: string; sender: string }

type Answer = { phone_number_list?: { number?: unknown; message_id?: unknown }[]; bad_phone_number_list?: { number?: unknown }[] }

export function thaiBulkSms(config: ThaiBulkSmsConfig) {
  const authorization = `Basic ${Buffer.from(`${config.apiKey}:${config.apiSecret}`).toString('base64')}`
  return {
    async send({ to, text }: SmsMessage, signal: AbortSignal): Promise<{ providerMessageId: string; status: SmsStatus }> {
      if (!/^\+66\d{9}$/.test(to)) throw new SmsGatewayError('thaibulksms', 0)
      const form = new URLSearchParams({ msisdn: to, message: text, sender: config.sender })
      const response = await fetch(`${config.baseUrl}/sms`, { method: 'POST', body: form, signal, headers: { authorization, accept: 'application/json' } })
      const answer = (await response.json().catch(() => null)) as Answer | null
      if (!response.ok || !answer) throw new SmsGatewayError('thaibulksms', response.status)
      const taken = answer.phone_number_list?.[0]?.message_id
      if (typeof taken === 'string' || typeof taken === 'number') return { providerMessageId: String(taken), status: 'queued' }
      if (answer.bad_phone_number_list?.length) return { providerMessageId: '', status: 'failed' }
      throw new SmsGatewayError('thaibulksms', response.status)
    },
  }
}
