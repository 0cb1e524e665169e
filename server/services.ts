import type { Locale } from '../contract/locales'
import type { Db } from './db/client'
import type { SessionClaim } from './domain/accounts/sessions'
import type { Env } from './env'
import type { SmsProvider } from './providers/sms/port'
import type { CreditBureau } from './providers/credit-bureau/port'
import type { IdentityChecks } from './providers/identity-check/identity-check-for'
import type { LivenessCheck } from './providers/liveness/port'
import type { PayoutProvider } from './providers/payout/port'
import type { PaymentTransactions } from './providers/payment/port'
import type { PaymentProvider } from './providers/payment/port'
import type { PushProvider } from './providers/push/port'
import type { FileStorage } from './providers/storage/port'
import type { Logger } from './logger'
import type { Metrics } from './observability/metrics'
import type { SandboxClock } from './clock/sandbox-clock'

/** Everything a handler may reach besides its request; built once in app.ts. */
export type Services = {
  db: Db
  env: Env
  sms: SmsProvider
  storage: FileStorage
  payouts: PayoutProvider
  /** Takes repayments (QR, e-wallet, counter codes); called only after the payment is recorded. */
  payments: PaymentProvider
  /** The payment provider's own record of money received: what reports and reconciliation check against. */
  paymentTransactions: PaymentTransactions
  /** Asked once per application, from the 'credit-bureau' job only (docs/credit-bureau.md). */
  creditBureau: CreditBureau
  /** Checks identity documents with the market's authority (or the sandbox); called only from the kyc-check job. */
  identityChecks: IdentityChecks
  /** Judges the hand-held photo's liveness, from the kyc-check job only; null when none is set up (a person looks). */
  liveness: LivenessCheck | null
  /** Reminders to the borrower's browsers; called only from the reminder job, after its claim commits. */
  push: PushProvider
  log: Logger
  metrics: Metrics
  now: () => Date
  /** Present in sandbox mode only: moves `now` (POST /jackey/sandbox/clock). */
  clock?: SandboxClock
}

export type CallContext = {
  services: Services
  /** The database handle for this call: a transaction when the call is idempotent. */
  db: Db
  userId: number | null
  /** The call's session, not yet checked: for a handler that checks it in its own read (readsSession). */
  session?: SessionClaim
  ip: string
  /** The app's per-install id (X-Device-Id), when it sent one that looks like one. */
  deviceId: string | null
  /**
   * The language the caller reads, among `offered`: the one chosen in the app (its cookie), else
   * the browser's; for a text sent on the call's behalf (an SMS code). Absent outside a request.
   */
  readsIn?: (offered: readonly Locale[]) => Locale
  /**
   * Runs `call` once the call's writes have committed, before the answer is sent: how a handler
   * reaches an outside provider (an SMS) without holding a transaction open while it answers.
   */
  afterCommit: (call: () => Promise<void>) => void
  /**
   * Completes the call's answer once its writes have committed: how a handler puts what an outside
   * provider answered (a QR from the payment provider) into its answer without calling it inside
   * the transaction. The completed answer is the one kept for the Idempotency-Key's replays.
   */
  answerAfterCommit?: <T>(complete: (answer: T) => Promise<T>) => void
}

export function requireUser(ctx: CallContext): number {
  if (ctx.userId === null) throw new Error('handler needs an authenticated call')
  return ctx.userId
}

/** Hono's per-request variables, set by the middleware in app.ts. */
export type AppBindings = {
  Variables: {
    clientIp: string
    /** The envelope's code, set where an endpoint answers; the request's trace span carries it. */
    answerCode?: number
  }
}
