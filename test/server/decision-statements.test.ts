import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_STATUS } from '../../contract/order-status'
import { orders } from '../../server/db/schema'
import { runBureauPull } from '../../server/domain/credit/bureau-pull'
import { type Job, runDueJobs } from '../../server/domain/jobs/queue'
import { decideOrder } from '../../server/domain/orders/decide-order'
import { countedStatements } from '../support/counted-statements'
import { everyKind } from '../support/jobs'
import { completeProfile } from '../support/profile'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let counted: ReturnType<typeof countedStatements>
beforeAll(async () => {
  t = await startTestApp()
  counted = countedStatements(t.database)
})
afterAll(async () => {
  await counted.close()
  await t.close()
})

/**
 * Applies as a borrower named `realName` (the sandbox bureau answers by surname), runs the bureau
 * pull, then the 'decide' job on the counting connection: the statements that job alone issued.
 */
async function decided(realName: string, identity: 'person' | 'unverified' = 'person') {
  const user = await t.registerUser()
  await completeProfile(t, user.token, { realName }, 'TH', identity)
  const { loanOrderId } = (await t.api.call('/loan/apply', { amt: 100_000, configId: 1, periodDays: 12, appId: 1 }, { token: user.token })).data
  counted.statements.length = 0
  const failures: unknown[] = []
  const handlers = {
    ...everyKind(async () => undefined),
    'credit-bureau': (job: Job) => runBureauPull(t.services, job.payload),
    decide: (job: Job) => decideOrder(counted.db, job, t.clock.now).catch((e: unknown) => void failures.push(e)),
  }
  await runDueJobs(t.database.db, handlers, () => t.clock.now, (e) => void failures.push(e))
  expect(failures).toEqual([])
  const [order] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, loanOrderId))
  return { status: order?.status, statements: [...counted.statements] }
}

const reads = (statements: string[]) => statements.filter((s) => s.startsWith('select'))

// The decision reads its facts in two statements: the order under its lock, then the borrower, the
// product, the lender's market and configs, the kept bureau answer and the loan history together
// (orders/decision-facts.ts). Before, each rule read its own: 20 statements to refuse and 26 to
// approve, the bureau answer three times, the product three and the configs twice. What is left is
// writes and the fraud signals' reads (kyc/fraud-signals.ts), which only an application the rules
// and the score let through asks.
describe('the statements one decision issues', () => {
  it('refuses in 7: the lock, the facts, the scores kept, the move with its record, news and job', async () => {
    const { status, statements } = await decided('Somchai Arrears')
    expect(status).toBe(ORDER_STATUS.refused)
    expect(reads(statements)).toHaveLength(2)
    expect(statements.length).toBeLessThanOrEqual(7)
  })

  it('approves in 13: the 7 of a refusal and the 6 reads of the fraud signals', async () => {
    const { status, statements } = await decided('Somchai Jaidee')
    expect(status).toBe(ORDER_STATUS.approved)
    expect(statements.length).toBeLessThanOrEqual(13)
  })

  it('sends to a person in 11: no news for the borrower, so no reminder nor its job', async () => {
    const { status, statements } = await decided('Somchai Jaidee', 'unverified')
    expect(status).toBe(ORDER_STATUS.inReview)
    expect(statements.length).toBeLessThanOrEqual(11)
  })

  it('reads no fact twice', async () => {
    const { statements } = await decided('Somchai Jaidee')
    expect(new Set(reads(statements)).size).toBe(reads(statements).length)
  })
})
