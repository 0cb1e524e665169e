// Every job kind's handler: a kind of JOB_KINDS without one, or one without a kind, fails the
// typecheck here. app.ts hands these to the queue's runners; main.ts first schedules RECURRING_JOBS.
import type { Services } from '../../services'
import { checkSmsStatus } from '../accounts/sms-delivery'
import { runBureauPull } from '../credit/bureau-pull'
import { runIdentityCheck } from '../kyc/run-check'
import { nextMarketMidnight, nextMarketMidnightAfter } from '../markets/local-days'
import { runCreditExpiryJob } from '../money/credit'
import { runPayoutJob, settlePendingPayouts } from '../money/payouts'
import { markOverdueEverywhere } from '../money/schedule'
import { decideOrder } from '../orders/decide-order'
import { planReminders } from '../reminders/plan-reminders'
import { sendReminder } from '../reminders/send-reminder'
import { writeLedgerBalances } from '../money/staff/ledger-balances'
import { checkProviderEverywhere } from '../money/staff/provider-reconciliation'
import { snapshotEndedMonths } from '../staff/reports/credit-file-snapshots'
import { recomputeStaleDays } from '../staff/reports/late-data'
import { nextSnapshotRun, writePositionSnapshots } from '../staff/reports/position-snapshots'
import { writeRequestedDays } from '../staff/reports/snapshot-requests'
import { enqueue, type Job, type JobHandler, type JobKind, scheduleNextRun } from './queue'

// The daily provider check waits this long after midnight, so the last minute's webhooks are in.
const LATE_WEBHOOK_GRACE_MS = 3_600_000

/** The jobs that reschedule themselves: main.ts queues each once at start if none is pending. */
export const RECURRING_JOBS = ['mark-overdue', 'plan-reminders', 'reconcile-payments', 'ledger-balances', 'position-snapshots', 'credit-file-snapshots'] as const satisfies readonly JobKind[]

export function jobHandlersFor(services: Services): Record<JobKind, JobHandler> {
  return {
    decide: (job: Job) => decideOrder(services.db, job, services.now()),
    'credit-bureau': (job: Job) => runBureauPull(services, job.payload),
    'kyc-check': (job: Job) => runIdentityCheck(services, job),
    payout: (job: Job) => runPayoutJob(services, job.payload),
    'settle-payouts': async () => void (await settlePendingPayouts(services)),
    'mark-overdue': async () => {
      await markOverdueEverywhere(services.db, services.now())
      await enqueue(services.db, 'mark-overdue', {}, nextMarketMidnight(services.now()))
    },
    'sms-status': (job: Job) => checkSmsStatus(services, job),
    'plan-reminders': async () => {
      await planReminders(services.db, services.now())
      await enqueue(services.db, 'plan-reminders', {}, nextMarketMidnight(services.now()))
    },
    reminder: (job: Job) => sendReminder(services, job),
    'credit-expiry': (job: Job) => runCreditExpiryJob(services.db, job.payload, services.now()),
    'reconcile-payments': async () => {
      await checkProviderEverywhere(services.db, services.paymentTransactions, services.now(), LATE_WEBHOOK_GRACE_MS)
      await enqueue(services.db, 'reconcile-payments', {}, nextMarketMidnightAfter(services.now(), LATE_WEBHOOK_GRACE_MS))
    },
    // The ledger's balances of each market day ended an hour ago or more (ledger-balances.ts), like
    // the provider check, so that no transaction begun before midnight is still to commit. Its
    // own job, scheduled at start, so that a database upgraded with a long ledger keeps its first
    // day at once rather than at the next daily run (until then, every reconciliation sums it all).
    'ledger-balances': async (job: Job) => {
      await writeLedgerBalances(services.db, services.now(), LATE_WEBHOOK_GRACE_MS)
      await scheduleNextRun(services.db, 'ledger-balances', job.id, nextMarketMidnightAfter(services.now(), LATE_WEBHOOK_GRACE_MS))
    },
    // A catch-up of several days is one day per company a run, each run right after the last.
    'position-snapshots': async (job: Job) => {
      const more = await writePositionSnapshots(services.db, services.now())
      await scheduleNextRun(services.db, 'position-snapshots', job.id, more ? services.now() : nextSnapshotRun(services.now()))
    },
    // Each month's credit-bureau file, kept as made once the month has been over for the grace
    // late payments need (credit-file-snapshots.ts); a company without its member code is told in the log.
    'credit-file-snapshots': async (job: Job) => {
      const skipped = await snapshotEndedMonths(services.db, services.now(), LATE_WEBHOOK_GRACE_MS)
      if (skipped.length > 0) services.log.error({ msg: 'credit file not made: no CREDIT_BUREAU_MEMBER_CODE', companies: skipped })
      await scheduleNextRun(services.db, 'credit-file-snapshots', job.id, nextMarketMidnightAfter(services.now(), LATE_WEBHOOK_GRACE_MS))
    },
    // Past days a portfolio report asked for (snapshot-requests.ts).
    'position-snapshot-days': (job: Job) => writeRequestedDays(services.db, job.payload, services.now()),
    // Written days that late data changed (late-data.ts).
    'portfolio-recompute': (job: Job) => recomputeStaleDays(services.db, job.payload, services.now()),
  }
}
