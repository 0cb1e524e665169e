// Which liveness check the hand-held photo gets: the sandbox, a vendor's, or none. Left unset, it
// follows the identity check: the sandbox's beside the sandbox identity check, none beside the
// authorities, so that a real deployment never verifies identities on the sandbox's say-so. With none,
// the liveness step is not performed and every identity goes to a person (domain/kyc/check-outcome.ts).
import type { Env } from '../../env'
import { disPassiveLiveness } from './innovatrics/dis-passive-liveness'
import type { LivenessCheck } from './port'
import { sandboxLiveness } from './sandbox'

type LivenessEnv = Pick<Env, 'LIVENESS_PROVIDER' | 'IDENTITY_CHECK_PROVIDER' | 'INNOVATRICS_API_URL' | 'INNOVATRICS_API_TOKEN' | 'LIVENESS_PASS_SCORE' | 'LIVENESS_FAIL_SCORE'>

export function livenessKind(env: Pick<Env, 'LIVENESS_PROVIDER' | 'IDENTITY_CHECK_PROVIDER'>): 'sandbox' | 'innovatrics' | 'none' {
  return env.LIVENESS_PROVIDER ?? (env.IDENTITY_CHECK_PROVIDER === 'sandbox' ? 'sandbox' : 'none')
}

/** The check the environment names, or null for none; a vendor without its settings is refused at start. */
export function livenessCheckFor(env: LivenessEnv, fetchImpl: typeof fetch = fetch): LivenessCheck | null {
  const kind = livenessKind(env)
  if (kind === 'sandbox') return sandboxLiveness
  if (kind === 'none') return null
  const { INNOVATRICS_API_TOKEN: token, LIVENESS_PASS_SCORE: passScore, LIVENESS_FAIL_SCORE: failScore } = env
  if (!token || passScore === undefined || failScore === undefined || failScore > passScore) {
    throw new Error('LIVENESS_PROVIDER=innovatrics needs INNOVATRICS_API_TOKEN, LIVENESS_PASS_SCORE and LIVENESS_FAIL_SCORE (no higher than the pass score)')
  }
  return disPassiveLiveness({ baseUrl: env.INNOVATRICS_API_URL, token, passScore, failScore }, fetchImpl)
}
