// Module hooks run on their own thread; a file is the simplest way to hand the list back.
import { appendFileSync } from 'node:fs'
import process from 'node:process'

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context)
  if (process.env.MODULE_LOG) appendFileSync(process.env.MODULE_LOG, `${resolved.url}\n`)
  return resolved
}
