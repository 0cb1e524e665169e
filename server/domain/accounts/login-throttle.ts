// Who may try a password, and when (docs/limits.md). Guessing is slowed per (account, client)
// so the attacker's device waits while the owner's does not; a much higher ceiling per account
// only slows a guesser spread over many addresses; failures per address across accounts have
// a ceiling high enough for a carrier NAT. Nothing here locks an account: the owner's own
// client is never held up by someone else's failures below the account ceiling, and the reset
// by SMS code consults none of it.
import type { Db } from '../../db/client'
import { clearGate, type GatePolicy, passGate } from './attempt-gate'
import { count, type Limit, refuseWhileFull } from './rate-limit'

export type LoginRules = { perClient: GatePolicy; perAccount: GatePolicy; failuresPerAddress: Omit<Limit, 'bucket'> }

const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const BORROWER_LOGIN: LoginRules = {
  // Five typos are free; then 1 s, 2 s, 4 s … up to 15 min between checks from that client.
  perClient: { free: 5, firstDelayMs: 1000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  // Far above any owner; beyond it, one check per minute at most for the number, from anywhere.
  perAccount: { free: 100, firstDelayMs: 1000, maxDelayMs: MINUTE, forgetAfterMs: HOUR },
  // Hundreds of borrowers share one carrier NAT address; 300 failures in 15 min is spraying.
  failuresPerAddress: { windowSeconds: 15 * 60, max: 300 },
}

export const STAFF_LOGIN: LoginRules = {
  perClient: { free: 5, firstDelayMs: 1000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  perAccount: { free: 50, firstDelayMs: 1000, maxDelayMs: MINUTE, forgetAfterMs: HOUR },
  failuresPerAddress: { windowSeconds: 15 * 60, max: 100 },
}

/** The throttle for one account tried from one client (its IP address: the app sends no device id). */
export function loginThrottle(scope: 'login' | 'staff-login', rules: LoginRules, account: string, client: string) {
  // JSON keeps "a:b" + "c" apart from "a" + "b:c" (IPv6 addresses and names may hold colons).
  const perClient = `${scope}:client:${JSON.stringify([account, client])}`
  const perAccount = `${scope}:account:${JSON.stringify(account)}`
  const failures = { bucket: `${scope}:failures:${JSON.stringify(client)}`, ...rules.failuresPerAddress }
  return {
    /** Before the secret is even checked: code 5 with the wait, or the attempt counts and goes on. */
    async admit(db: Db, now: Date): Promise<void> {
      await refuseWhileFull(db, failures, now)
      await passGate(db, perClient, rules.perClient, now)
      await passGate(db, perAccount, rules.perAccount, now)
    },
    async failed(db: Db, now: Date): Promise<void> {
      await count(db, failures, now)
    },
    /** The right secret from this client: its delays start over (the per-account ceiling fades on its own). */
    async succeeded(db: Db): Promise<void> {
      await clearGate(db, perClient)
    },
    /** The owner proved the phone with a code: nothing of the guessing before counts any more. */
    async reset(db: Db): Promise<void> {
      await clearGate(db, perClient)
      await clearGate(db, perAccount)
    },
  }
}
