import * as z from 'zod/mini'

/** The demo pepper's value, public in this repository: production refuses it. */
export const DEMO_LOG_PEPPER = 'demo-pepper-change-me'

const envSchema = z.object({
  /** `production` refuses to start with anything only a demo may use (server/production-checks.ts). */
  NODE_ENV: z._default(z.string(), 'development'),
  PORT: z._default(z.coerce.number(), 8080),
  HOST: z._default(z.string(), '0.0.0.0'),
  DATABASE_URL: z.optional(z.string().check(z.minLength(1))),
  DATA_DIR: z._default(z.string(), './data'),
  /** `sandbox` (codes readable through /sandbox), or `routed`: Thai numbers through ThaiBulkSMS, Philippine ones through Semaphore (docs/sms.md). */
  SMS_PROVIDER: z._default(z.enum(['sandbox', 'routed']), 'sandbox'),
  SEMAPHORE_BASE_URL: z._default(z.string().check(z.minLength(1)), 'https://api.semaphore.co'),
  SEMAPHORE_API_KEY: z.optional(z.string().check(z.minLength(1))),
  /** The sender name registered with Semaphore: the lender's, as the borrower knows it. */
  SEMAPHORE_SENDER_NAME: z.optional(z.string().check(z.minLength(1), z.maxLength(11))),
  THAIBULKSMS_BASE_URL: z._default(z.string().check(z.minLength(1)), 'https://api-v2.thaibulksms.com'),
  THAIBULKSMS_API_KEY: z.optional(z.string().check(z.minLength(1))),
  THAIBULKSMS_API_SECRET: z.optional(z.string().check(z.minLength(1))),
  /** The sender name registered with ThaiBulkSMS (its dashboard's Sender Name). */
  THAIBULKSMS_SENDER: z.optional(z.string().check(z.minLength(1), z.maxLength(11))),
  SANDBOX: z._default(z.stringbool(), true),
  /** Pepper for hashing phone numbers in logs and one-time codes at rest. */
  LOG_PEPPER: z._default(z.string(), DEMO_LOG_PEPPER),
  TRUST_PROXY: z._default(z.stringbool(), false),
  SESSION_IDLE_DAYS: z._default(z.coerce.number(), 14),
  SESSION_MAX_DAYS: z._default(z.coerce.number(), 60),
  /** Build (when stale) and serve the app beside the API; off for API-only processes. */
  SERVE_APP: z._default(z.stringbool(), true),
  /** Serve a build from this folder as it is, instead of ./dist rebuilt when stale (tests deploy copies). */
  DIST_DIR: z.optional(z.string().check(z.minLength(1))),
  LOG_LEVEL: z._default(z.enum(['info', 'silent']), 'info'),
  /** The app whose lender a page is for when its host names none (apps.host). */
  /** How long an outside provider (payouts, SMS) may take to answer one call (docs/limits.md). */
  PROVIDER_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.positive()), 10_000),
  /** Who answers credit bureau inquiries: the sandbox (answers by surname, docs/credit-bureau.md), or Thailand's NCB through a member's gateway. */
  CREDIT_BUREAU: z._default(z.enum(['sandbox', 'ncb-member']), 'sandbox'),
  NCB_MEMBER_API_URL: z.optional(z.url()),
  NCB_MEMBER_API_KEY: z.optional(z.string().check(z.minLength(1))),
  /** The lender's member code at NCB. */
  NCB_MEMBER_CODE: z.optional(z.string().check(z.minLength(1))),
  /** How long one bureau inquiry may take before the application goes to a person (docs/credit-bureau.md). */
  CREDIT_BUREAU_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.positive()), 15_000),
  /** Connections this process keeps to PostgreSQL; processes × size stays under max_connections (docs/limits.md). */
  DB_POOL_SIZE: z._default(z.coerce.number().check(z.int(), z.positive()), 20),
  /** Statements prepared once per connection (server/db/named-statements.ts); off behind a PgBouncer older than 1.21 in transaction mode (docs/scaling.md). */
  DB_NAMED_STATEMENTS: z._default(z.stringbool(), true),
  /** How long a request that is safe to repeat waits for an unreachable or read-only database (a failover) before answering "try again" (docs/operations.md). */
  DB_UNAVAILABLE_RETRY_MS: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 8_000),
  /** Who sends payouts: the sandbox (demo money), or Xendit's Payouts API (both markets' banks and wallets). */
  PAYOUT_PROVIDER: z._default(z.enum(['sandbox', 'xendit']), 'sandbox'),
  /** Who takes repayments: the sandbox (local QR, demo pages), or Xendit's Payments API (docs/payments.md). */
  PAYMENT_PROVIDER: z._default(z.enum(['sandbox', 'xendit']), 'sandbox'),
  /** Who checks identity documents: the sandbox (outcomes by the typed name: docs/identity.md), or each market's authority where one is open to lenders (Thailand's DOPA card-status check; the Philippines' PhilID QR signature with PHILSYS_QR_PUBLIC_KEY); elsewhere a person checks. */
  IDENTITY_CHECK_PROVIDER: z._default(z.enum(['sandbox', 'authority']), 'sandbox'),
  DOPA_API_URL: z._default(z.string().check(z.minLength(1)), 'https://idcard.bora.dopa.go.th'),
  /** The Ed25519 key(s) PhilSys signs the PhilID's QR code with (comma-separated; base64 or PEM). Set: the Philippine document step checks the QR code on the card's front (docs/identity.md "PhilSys", which says the key is unconfirmed); unset: a person checks Philippine cards. */
  PHILSYS_QR_PUBLIC_KEY: z.optional(z.string().check(z.minLength(1))),
  /** Who judges the hand-held photo's liveness: the sandbox (outcomes by the typed name), Innovatrics' passive liveness, or none (a person looks at every identity). Unset: the sandbox beside the sandbox identity check, none beside the authorities (docs/identity.md). */
  LIVENESS_PROVIDER: z.optional(z.enum(['sandbox', 'innovatrics', 'none'])),
  /** Innovatrics' Digital Identity Service, without /api/v1 (their hosted one, or the lender's own installation). */
  INNOVATRICS_API_URL: z._default(z.string().check(z.minLength(1)), 'https://dot.innovatrics.com/identity'),
  INNOVATRICS_API_TOKEN: z.optional(z.string().check(z.minLength(1))),
  /** Passive liveness scores (0–1) at or above which the photo is of a live person, and below which it is not; between them a person looks. Set with the vendor: no threshold is published that we could confirm. */
  LIVENESS_PASS_SCORE: z.optional(z.coerce.number().check(z.gte(0), z.lte(1))),
  LIVENESS_FAIL_SCORE: z.optional(z.coerce.number().check(z.gte(0), z.lte(1))),
  XENDIT_API_URL: z._default(z.string().check(z.minLength(1)), 'https://api.xendit.co'),
  XENDIT_SECRET_KEY: z.optional(z.string().check(z.minLength(1))),
  /** The verification token Xendit sends as x-callback-token with each webhook. */
  XENDIT_WEBHOOK_TOKEN: z.optional(z.string().check(z.minLength(16))),
  /** How long a claimed job stays its runner's without a renewal (renewed every third of it while it runs; docs/limits.md); tests shorten it. */
  JOB_LEASE_MS: z._default(z.coerce.number().check(z.int(), z.positive()), 60_000),
  /** Jobs one process runs at once: a payout provider taking seconds holds up one of them, not the queue (docs/limits.md). */
  JOB_CONCURRENCY: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(32)), 4),
  /** Bearer token for GET /metrics; without one the metrics are not served. */
  METRICS_TOKEN: z.optional(z.string().check(z.minLength(16))),
  /** Each process migrates at start (one at a time); off when `npm run migrate` runs once per deploy. */
  MIGRATE_ON_START: z._default(z.stringbool(), true),
  DEFAULT_APP_ID: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  /** Where uploaded photos live: this machine's DATA_DIR/uploads, or an S3-compatible bucket that several processes share. */
  STORAGE: z._default(z.enum(['disk', 's3']), 'disk'),
  /** The store's address for MinIO, R2, Wasabi and the like; AWS S3 needs none. */
  S3_ENDPOINT: z.optional(z.url()),
  /** AWS's region; R2 takes `auto`, MinIO anything. */
  S3_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
  S3_BUCKET: z.optional(z.string().check(z.minLength(1))),
  S3_ACCESS_KEY_ID: z.optional(z.string().check(z.minLength(1))),
  S3_SECRET_ACCESS_KEY: z.optional(z.string().check(z.minLength(1))),
  /** The bucket in the path (endpoint/bucket/key) instead of the host name: MinIO and most self-hosted stores need it. */
  S3_FORCE_PATH_STYLE: z._default(z.stringbool(), false),
  /** Who sends push reminders: Web Push signed with our VAPID key, or the sandbox that posts nothing and keeps what it was asked to send. */
  PUSH_PROVIDER: z._default(z.enum(['web-push', 'sandbox']), 'web-push'),
  /** Web push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints); without them the server makes one and keeps it in the database. */
  VAPID_PUBLIC_KEY: z.optional(z.string().check(z.minLength(1))),
  VAPID_PRIVATE_KEY: z.optional(z.string().check(z.minLength(1))),
  /** Who push services may contact about our pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z._default(z.string().check(z.regex(/^(mailto:|https:)/)), 'mailto:support@jackey.example'),
  /** OpenTelemetry's standard names: with an OTLP endpoint the server exports traces (server/tracing/); without one nothing of it loads. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.optional(z.url()),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.optional(z.url()),
  OTEL_SERVICE_NAME: z._default(z.string().check(z.minLength(1)), 'jackey-api'),
  OTEL_SDK_DISABLED: z._default(z.stringbool(), false),
  /** `none` keeps traces off whatever the endpoint; `otlp` is the only exporter. */
  OTEL_TRACES_EXPORTER: z._default(z.enum(['otlp', 'none']), 'otlp'),
  /** Milliseconds between two batches of spans sent. */
  OTEL_BSP_SCHEDULE_DELAY: z._default(z.coerce.number().check(z.int(), z.positive()), 5_000),
})

export type Env = z.infer<typeof envSchema>

// The names the first Xendit adapter read, still taken when the new ones are not set.
const OLD_NAMES = { XENDIT_API_URL: 'XENDIT_BASE_URL', XENDIT_WEBHOOK_TOKEN: 'XENDIT_CALLBACK_TOKEN' } as const

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const named = { ...source }
  for (const [name, old] of Object.entries(OLD_NAMES)) named[name] ??= source[old]
  const parsed = envSchema.safeParse(named)
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}
