// The sandbox liveness check, for `npm start` and the tests: deterministic, so every outcome can be
// reached by what is typed (docs/identity.md). The typed name decides:
//   contains "Spoof"  → a photo of a screen: failed, the hand-held photo is asked for again
//   contains "Blurry" → the check cannot judge the photo: a person looks
//   contains "Frozen" → no answer within the time-out (the job asks again)
//   contains "Noise"  → an answer that is not one (the job asks again)
// Anything else is a live person. The words differ from the identity sandbox's ("Timeout", "Garbage")
// so that each provider's faults can be reached alone.
import { LIVE, type LivenessAnswer, type LivenessCheck, LivenessGarbage, type LivenessRequest, NOT_LIVE, PERSON_LOOKS } from './port'

export const sandboxLiveness: LivenessCheck = {
  name: 'sandbox-liveness',
  async check({ holder }: LivenessRequest, signal: AbortSignal): Promise<LivenessAnswer> {
    if (holder.includes('Frozen')) {
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }))
      throw signal.reason ?? new Error('aborted')
    }
    if (holder.includes('Noise')) throw new LivenessGarbage('sandbox-liveness', 'an empty body')
    if (holder.includes('Spoof')) return NOT_LIVE
    if (holder.includes('Blurry')) return PERSON_LOOKS
    return LIVE
  },
}
