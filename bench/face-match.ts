// The cost of the identity check's face step (server/domain/kyc/face-match.ts) on this machine:
// the model's first load, then p50/p99 of one check (two photos) and the process's memory, and the
// distances it finds for one face against itself and against other people (docs/identity.md), and
// the longest stall of the calling thread's event loop while checks run on it and on the face
// thread (faces-off-thread.ts), which is what the server's other requests wait through.
// Writes bench/face-match-report.md. Run: npm run bench:face-match [-- --checks 20]
import { writeFile } from 'node:fs/promises'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { FACE_MATCH_MAX_DISTANCE, matchFaces } from '../server/domain/kyc/face-match'
import { faceModel } from '../server/domain/kyc/face-model'
import { matchFacesOffThread } from '../server/domain/kyc/faces-off-thread'
import { handHeld, idFront, type Person } from '../test/fixtures/faces'

const checks = Number(process.argv[process.argv.indexOf('--checks') + 1]) || 12
const people: Person[] = ['ana', 'ben']

const loadStart = performance.now()
await faceModel()
const loadMs = performance.now() - loadStart

const times: number[] = []
const same: number[] = []
const other: number[] = []
for (let i = 0; i < checks; i++) {
  const a = people[i % 2]!
  const b = i % 3 === 2 ? people[(i + 1) % 2]! : a
  const front = await idFront(a, i)
  const hand = await handHeld(b, i)
  const started = performance.now()
  const step = await matchFaces(front, hand)
  times.push(performance.now() - started)
  if (step.distance !== null) (a === b ? same : other).push(step.distance)
}
// Before the stall phase, whose face thread loads a second copy of the model.
const rssMb = Math.round(process.memoryUsage().rss / 1e6)

/** The longest the event loop went without a turn while `run` checked a few photos. */
async function worstStallMs(run: (front: Buffer, hand: Buffer) => Promise<unknown>): Promise<number> {
  const photos = await Promise.all([0, 1, 2, 3].map(async (i) => [await idFront('ana', i), await handHeld('ana', i)] as const))
  await run(...photos[0]!)
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  for (const [front, hand] of photos) await run(front, hand)
  delay.disable()
  return delay.max / 1e6
}
const stallHere = await worstStallMs(matchFaces)
const stallOffThread = await worstStallMs(matchFacesOffThread)

const sorted = [...times].sort((x, y) => x - y)
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
const range = (xs: number[]) => (xs.length === 0 ? '—' : `${Math.min(...xs).toFixed(3)}–${Math.max(...xs).toFixed(3)}`)
const report = `# Face match cost

Measured ${new Date().toISOString()} by \`npm run bench:face-match\` on this machine (2 cores), ${checks} checks. The figures are upper bounds when the machine was busy.

| what | figure |
|---|---|
| model load (first check of a process) | ${Math.round(loadMs)} ms |
| one check (ID front + hand-held photo), p50 | ${Math.round(at(0.5))} ms |
| one check, p99 | ${Math.round(at(0.99))} ms |
| process memory after the checks, one model loaded (RSS) | ${rssMb} MB |
| distance, one face against itself re-framed (${same.length}) | ${range(same)} |
| distance, two different people (${other.length}) | ${range(other)} |
| longest event-loop stall of the calling thread, 4 checks on it | ${Math.round(stallHere)} ms |
| longest event-loop stall of the calling thread, 4 checks on the face thread (as the server runs them) | ${Math.round(stallOffThread)} ms |

Threshold: ${FACE_MATCH_MAX_DISTANCE} (server/domain/kyc/face-match.ts): at or under it the face step passes; above it a person looks.
`
await writeFile(new URL('./face-match-report.md', import.meta.url), report)
console.log(report)
