// Borrowers' traffic as the app sends it, for the cluster test and the failover bench: every
// change under an Idempotency-Key, sent again with the same key after a 503 or a lost answer (the
// app's outbox), and every answer noted (when asked, when answered, HTTP status, envelope code) so
// the figures of a failover can be read from them.
import { randomUUID } from 'node:crypto'
import { acceptContract, applyAndDecide, data } from './loans-over-http'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from './profile-over-http'
import { post } from './server-process'
import { DEMO_PH, newPhone } from './test-app'

export const PIN = '246810'
/** The calls that write what the book must keep. */
export const WRITES = (path: string) => ['/user/register', '/user/withdraw', '/loan/recharge', '/sandbox/payments/complete'].includes(path)
export type Borrower = { mobile: string; token: string; orderId: number; cardNo: string }

export type Noted = { path: string; server: string; started: number; ended: number; status: number; code: number }

export class Traffic {
  readonly answers: Noted[] = []
  private next = 0
  constructor(private readonly servers: string[]) {}

  /** One attempt; a network error notes status 0. */
  async attempt(path: string, body: unknown, options: { token?: string; key?: string; server?: string; from?: string } = {}) {
    const server = options.server ?? this.servers[this.next++ % this.servers.length]!
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (options.token) headers.authorization = options.token
    // The borrower's own address, as the load balancer in front of the servers says (TRUST_PROXY).
    if (options.from) headers['x-forwarded-for'] = options.from
    if (options.key) headers['idempotency-key'] = options.key
    const started = Date.now()
    try {
      const response = await fetch(`${server}/jackey${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) })
      const text = await response.text()
      let envelope: { code: number; data: unknown } = { code: -1, data: null }
      try {
        envelope = JSON.parse(text) as { code: number; data: unknown }
      } catch {
        // Not the envelope: noted with code -1, which the test refuses.
      }
      this.answers.push({ path, server, started, ended: Date.now(), status: response.status, code: envelope.code })
      return { status: response.status, code: envelope.code, data: envelope.data }
    } catch {
      this.answers.push({ path, server, started, ended: Date.now(), status: 0, code: -1 })
      return { status: 0, code: -1, data: null }
    }
  }

  /**
   * Sends until an answer that is not "try again" (503, code 5, 40005 or no answer), with the same
   * key each time, for at most `withinMs`: what the app's outbox does.
   */
  async send<T = unknown>(path: string, body: unknown, options: { token?: string; changes?: boolean; from?: string } = {}, withinMs = 60_000): Promise<{ code: number; data: T }> {
    const key = options.changes === false ? undefined : randomUUID()
    const deadline = Date.now() + withinMs
    for (;;) {
      const answer = await this.attempt(path, body, { token: options.token, key, from: options.from })
      const again = answer.status === 0 || answer.status === 503 || answer.code === 5 || answer.code === 40005
      if (!again || Date.now() > deadline) return { code: answer.code, data: answer.data as T }
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  }

  /** Answers that are neither a business answer (200) nor the documented "try again" (503 with code 5). */
  unexpected(): Noted[] {
    return this.answers.filter((a) => a.status !== 0 && !(a.status === 200 && a.code !== 500) && !(a.status === 503 && a.code === 5))
  }

  /** The figures of a switch that began at `from`: first change acknowledged after it, p99, answers to try again. */
  figures(from: number, writes: (path: string) => boolean) {
    const after = this.answers.filter((a) => a.started >= from)
    const firstWrite = after.filter((a) => writes(a.path) && a.code === 0).sort((a, b) => a.ended - b.ended)[0]
    const window = this.answers.filter((a) => a.ended >= from && a.started <= from + 30_000)
    const times = window.map((a) => a.ended - a.started).sort((a, b) => a - b)
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
    return {
      firstWriteMs: firstWrite ? firstWrite.ended - from : null,
      requests: window.length,
      p50Ms: p(0.5),
      p99Ms: p(0.99),
      maxMs: times[times.length - 1] ?? 0,
      retryable: window.filter((a) => a.status === 503 && a.code === 5).length,
      noAnswer: window.filter((a) => a.status === 0).length,
    }
  }
}

/** A Philippine borrower with a contract accepted and a withdrawal PIN: status 9, ready to withdraw. */
export async function readyToWithdraw(base: string): Promise<Borrower> {
  const { mobile, token } = await registerOverHttp(base, 'PH')
  await completeProfileOverHttp(base, token, {}, 'PH')
  await uploadSignatureOverHttp(base, token)
  const { orderId } = await applyAndDecide(base, token, 8_000, 3, 3)
  await acceptContract(base, token, orderId)
  await data(post(base, '/sms/withdrawPin', {}, token), 'sms/withdrawPin')
  const { code } = await data<{ code: string }>(post(base, '/sandbox/sms/last', { mobile }), 'sms/last')
  await data(post(base, '/user/withdrawPin/set', { pin: PIN, smsCode: code }, token), 'withdrawPin/set')
  const { cardNo } = await data<{ cardNo: string }>(post(base, '/user/info', {}, token), 'user/info')
  return { mobile, token, orderId, cardNo }
}

export async function waitForStatus(base: string, borrower: Borrower, status: number, timeoutMs = 90_000): Promise<number> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const answer = await post(base, '/loan/orderInfo', { loanOrderId: borrower.orderId }, borrower.token).catch(() => null)
    const now = (answer?.data as unknown as { status?: number } | null)?.status
    if (now === status || Date.now() > deadline) return now ?? -1
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

let addresses = 0

/** The envelope code of a registration's last step; a refused step ends it there. */
async function registerOne(traffic: Traffic, mobile: string, from: string): Promise<number> {
  const asked = await traffic.send('/sms/register', { mobile, ...DEMO_PH }, { from })
  if (asked.code !== 0) return asked.code
  const sms = await traffic.send<{ code: string }>('/sandbox/sms/last', { mobile }, { changes: false, from })
  if (sms.code !== 0) return sms.code
  return (await traffic.send('/user/register', { mobile, password: 'my secret 123', smsCode: sms.data.code, ...DEMO_PH }, { from })).code
}

/** Registrations, withdrawals and repayments through both servers until `stop` resolves. */
export async function drive(traffic: Traffic, toWithdraw: Borrower[], repaying: Borrower[], stop: Promise<void>) {
  let stopped = false
  void stop.then(() => (stopped = true))
  const registered: { mobile: string; at: number }[] = []
  const withdrawn: Borrower[] = []
  const paid: { paymentId: string; at: number }[] = []
  const registrations = (async () => {
    while (!stopped) {
      // Each newcomer from an address of their own: one machine's many registrations would meet
      // the per-address limit on SMS codes (server/domain/accounts/sms-codes.ts) within seconds.
      const from = `198.51.100.${(addresses++ % 250) + 1}`
      const mobile = newPhone('PH')
      const answer = await registerOne(traffic, mobile, from)
      if (answer === 0) registered.push({ mobile, at: Date.now() })
      else await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })()
  const withdrawals = (async () => {
    for (const borrower of toWithdraw) {
      if (stopped) break
      const answer = await traffic.send('/user/withdraw', { loanOrderId: borrower.orderId, password: PIN, withdrawAmount: 8_000, bankcard: borrower.cardNo }, { token: borrower.token })
      if (answer.code === 0) withdrawn.push(borrower)
      await new Promise((resolve) => setTimeout(resolve, 1_500))
    }
  })()
  const repayments = (async () => {
    while (!stopped) {
      for (const borrower of repaying) {
        const opened = await traffic.send<{ paymentId: string }>('/loan/recharge', { loanOrderId: borrower.orderId, amt: 100 }, { token: borrower.token })
        if (opened.code !== 0) continue
        const done = await traffic.send('/sandbox/payments/complete', { paymentId: opened.data.paymentId })
        if (done.code === 0) paid.push({ paymentId: opened.data.paymentId, at: Date.now() })
      }
    }
  })()
  await Promise.all([registrations, withdrawals, repayments])
  return { registered, withdrawn, paid }
}

