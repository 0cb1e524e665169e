// In sandbox mode a demo, a test or a check can move the server's clock (POST /jackey/sandbox/clock)
// to walk a loan into arrears or a contact into or out of the legal window. The shift is this
// process's own: a second server process keeps real time.
export type SandboxClock = {
  now: () => Date
  /** Makes `now` read `at` from here on, advancing with real time; null returns to real time. */
  set(at: Date | null): void
}

export function sandboxClock(base: () => Date): SandboxClock {
  let offsetMs = 0
  return {
    now: () => new Date(base().getTime() + offsetMs),
    set(at) {
      offsetMs = at === null ? 0 : at.getTime() - base().getTime()
    },
  }
}
