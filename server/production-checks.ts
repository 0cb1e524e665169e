// What a production process must not start with: each is safe for a demo and harmful with real
// borrowers. One line per problem, so an operator fixes them all in one go.
import { DEMO_LOG_PEPPER, type Env } from './env'
import { livenessKind } from './providers/liveness/liveness-check-for'

// Hashes of phone numbers and one-time codes are only as private as the pepper is long.
const MIN_PEPPER_LENGTH = 32

const SMS_CREDENTIALS = ['SEMAPHORE_API_KEY', 'SEMAPHORE_SENDER_NAME', 'THAIBULKSMS_API_KEY', 'THAIBULKSMS_API_SECRET', 'THAIBULKSMS_SENDER'] as const

export function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return []
  const problems: string[] = []
  if (env.SANDBOX) problems.push('SANDBOX is on: set SANDBOX=false (the sandbox fakes payments and exposes /sandbox calls).')
  if (env.SMS_PROVIDER === 'sandbox') problems.push('SMS_PROVIDER is sandbox: one-time codes would never reach borrowers; set SMS_PROVIDER=routed.')
  if (env.SMS_PROVIDER === 'routed') {
    const missing = SMS_CREDENTIALS.filter((name) => !env[name])
    if (missing.length > 0) problems.push(`${missing.join(', ')} missing: SMS_PROVIDER=routed cannot send one-time codes.`)
  }
  if (env.PAYOUT_PROVIDER === 'sandbox') problems.push('PAYOUT_PROVIDER is sandbox: no money would reach borrowers; set PAYOUT_PROVIDER=xendit.')
  if (env.IDENTITY_CHECK_PROVIDER === 'sandbox') problems.push('IDENTITY_CHECK_PROVIDER is sandbox: identity documents would pass unchecked by any authority; set IDENTITY_CHECK_PROVIDER=authority.')
  if (livenessKind(env) === 'sandbox') problems.push('LIVENESS_PROVIDER is sandbox: a photo of a screen would pass as the borrower in person; set LIVENESS_PROVIDER=innovatrics, or none to have a person look at every identity.')
  if (env.PAYMENT_PROVIDER === 'sandbox') problems.push('PAYMENT_PROVIDER is sandbox: repayments would never be posted; set PAYMENT_PROVIDER=xendit.')
  if (env.PUSH_PROVIDER === 'sandbox') problems.push('PUSH_PROVIDER is sandbox: reminders would never reach a browser; set PUSH_PROVIDER=web-push.')
  if (env.CREDIT_BUREAU === 'sandbox') problems.push('CREDIT_BUREAU is sandbox: decisions would read invented credit files; set CREDIT_BUREAU=ncb-member (docs/credit-bureau.md).')
  const xendit = env.PAYOUT_PROVIDER === 'xendit' || env.PAYMENT_PROVIDER === 'xendit'
  if (xendit && !env.XENDIT_SECRET_KEY) problems.push('XENDIT_SECRET_KEY is missing: payouts and payments cannot be sent to Xendit.')
  if (xendit && !env.XENDIT_WEBHOOK_TOKEN) problems.push('XENDIT_WEBHOOK_TOKEN is missing: Xendit webhooks could not be verified.')
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) problems.push('Only one of VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY is set: set both, or neither to use the pair kept in the database.')
  if (env.LOG_PEPPER === DEMO_LOG_PEPPER) problems.push('LOG_PEPPER is the public demo value: set a random secret of at least 32 characters.')
  else if (env.LOG_PEPPER.length < MIN_PEPPER_LENGTH) problems.push(`LOG_PEPPER is shorter than ${MIN_PEPPER_LENGTH} characters.`)
  return problems
}
