// Payouts through Xendit's Payouts API v2 (docs.xendit.co/apidocs/create-payout, read 2026-11-25),
// Philippine, Thai and Indonesian channels (payout-channels.ts):
// POST /v2/payouts with an Idempotency-key, and GET /v2/payouts?reference_id= for the status.
// The idempotency key is also the reference id, so a payout is found again after any failure.
import type { PayoutFailure } from '../../../../contract/payout-failures'
import { xenditClient, type XenditConfig, XenditError, errorCodeOf } from '../../xendit-client/client'
import type { PayoutOutcome, PayoutProvider, PayoutRequest } from '../port'
import { xenditPayoutChannel } from './payout-channels'

type XenditPayout = { id: string; reference_id: string; status: string; failure_code?: string | null }

// Statuses after which Xendit will not move the money (docs.xendit.co/docs/payout-status-lifecycle).
const FAILED = new Set(['FAILED', 'CANCELLED', 'COMPLIANCE_REJECTED', 'EXPIRED', 'REVERSED'])

/** Xendit's failure_code, read as the catalogue's reason that the borrower can act on. */
export function failureOf(code: string | null | undefined): PayoutFailure {
  if (code === 'INVALID_DESTINATION' || code === 'RECIPIENT_ACCOUNT_NUMBER_ERROR') return 'account_invalid'
  if (code === 'ACCOUNT_NAME_MISMATCH' || code === 'INVALID_ACCOUNT_HOLDER_NAME') return 'name_mismatch'
  if (code === 'ACCOUNT_CLOSED' || code === 'DESTINATION_ACCOUNT_CLOSED') return 'account_closed'
  return 'bank_unavailable'
}

export function outcomeOf(payout: XenditPayout | undefined): PayoutOutcome {
  if (!payout) return { status: 'pending' }
  if (payout.status === 'SUCCEEDED') return { status: 'succeeded' }
  if (FAILED.has(payout.status)) return { status: 'failed', reason: failureOf(payout.failure_code) }
  return { status: 'pending' }
}

// Wallets and PromptPay are paid to a mobile number, which Xendit's examples write nationally
// (09171234567, 0812345678, 081234567890); the server keeps it in E.164.
function accountNumberOf(stored: string): string {
  if (/^\+63\d{10}$/.test(stored)) return `0${stored.slice(3)}`
  if (/^\+66\d{9}$/.test(stored)) return `0${stored.slice(3)}`
  if (/^\+62\d{8,12}$/.test(stored)) return `0${stored.slice(3)}`
  return stored
}

export function xenditPayouts(config: XenditConfig): PayoutProvider {
  const call = xenditClient(config)
  return {
    async submit(request: PayoutRequest, signal: AbortSignal): Promise<PayoutOutcome> {
      // A bank with no known Xendit channel: the payout waits, with the reason in the job's last
      // error, rather than failing the borrower's account.
      const channel = xenditPayoutChannel(request.bankName, request.currency)
      if (!channel) throw new XenditError(0, 'CHANNEL_NOT_MAPPED')
      const { status, body } = await call(
        '/v2/payouts',
        {
          method: 'POST',
          headers: { 'idempotency-key': request.idempotencyKey },
          body: JSON.stringify({
            reference_id: request.idempotencyKey,
            channel_code: channel,
            channel_properties: { account_number: accountNumberOf(request.cardNo), account_holder_name: request.accountHolderName },
            amount: request.amount,
            currency: request.currency,
            description: 'Loan payout',
          }),
        },
        signal,
      )
      if (status === 200 || status === 201) return outcomeOf(body as XenditPayout)
      const errorCode = errorCodeOf(body)
      // Sent before under this key (a retry after a lost answer): its status is asked for next.
      if (status === 409 && errorCode === 'DUPLICATE_TRANSACTION_ERROR') return { status: 'pending' }
      // Refused for the account itself: the borrower is asked to check it, as for a failed transfer.
      if (status === 400 && (errorCode === 'RECIPIENT_ACCOUNT_NUMBER_ERROR' || errorCode === 'CHANNEL_CODE_NOT_SUPPORTED_ERROR')) return { status: 'failed', reason: 'account_invalid' }
      throw new XenditError(status, errorCode)
    },
    async outcome(request: PayoutRequest, signal: AbortSignal): Promise<PayoutOutcome> {
      const { status, body } = await call(`/v2/payouts?reference_id=${encodeURIComponent(request.idempotencyKey)}`, { method: 'GET' }, signal)
      if (status !== 200) throw new XenditError(status, errorCodeOf(body))
      // The list is the body itself, or under `data` in newer answers.
      const list: unknown = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data
      const found = Array.isArray(list) ? (list as XenditPayout[]) : []
      return outcomeOf(found.find((p) => p.reference_id === request.idempotencyKey))
    },
  }
}
