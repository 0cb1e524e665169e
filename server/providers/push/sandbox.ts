// The sandbox push provider posts nothing: it keeps the last messages it was asked to send, in this
// process, for tests and the demo to read back. What it answers follows the endpoint's last path segment, so
// each path can be walked on purpose: one starting with "gone" is gone, with "fail" failed, any
// other delivered.
import { createECDH } from 'node:crypto'
import type { PushOutcome, PushProvider, PushTarget } from './port'

// Enough to read back a demo's or a test's messages; a long-running sandbox does not grow without end.
const KEPT = 100

export type SentPush = { endpoint: string; payload: string; outcome: PushOutcome }

export type SandboxPushProvider = PushProvider & { readonly sent: readonly SentPush[] }

function outcomeFor(endpoint: string): PushOutcome {
  const last = endpoint.split('/').at(-1) ?? ''
  if (last.startsWith('gone')) return 'gone'
  if (last.startsWith('fail')) return 'failed'
  return 'delivered'
}

export function sandboxPushProvider(): SandboxPushProvider {
  // A real P-256 point, so that a browser's PushManager accepts it when subscribing.
  const ecdh = createECDH('prime256v1')
  const publicKey = ecdh.generateKeys().toString('base64url')
  const sent: SentPush[] = []
  return {
    sent,
    publicKey: async () => publicKey,
    async send({ endpoint }: PushTarget, payload: string) {
      const outcome = outcomeFor(endpoint)
      sent.push({ endpoint, payload, outcome })
      if (sent.length > KEPT) sent.shift()
      return outcome
    },
  }
}
