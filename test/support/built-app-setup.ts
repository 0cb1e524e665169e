// Vitest global set-up of the browser tests: the app is built once, here, when dist/ is missing
// or older than its sources. Each test file starts its own server, and a server finding dist/
// stale builds it (server/build-if-stale.ts): two files starting at once would build into the
// same folder together, and one of them failed on a file the other had just removed.
import { ensureBuilt } from '../../server/build-if-stale'

export default async function setup(): Promise<void> {
  await ensureBuilt(process.cwd())
}
