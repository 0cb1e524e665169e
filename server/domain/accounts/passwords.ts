import { hash, verify } from '@node-rs/argon2'

// OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane (about 14 ms here).
// argon2id is the library's default algorithm.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS)
}

export async function verifySecret(stored: string, secret: string): Promise<boolean> {
  try {
    return await verify(stored, secret)
  } catch {
    return false
  }
}

let dummy: Promise<string> | undefined
/** Spends the same time as a real check, so a missing account is not told apart by timing. */
export async function burnVerify(secret: string): Promise<void> {
  dummy ??= hashSecret('not-a-real-password')
  await verifySecret(await dummy, secret)
}
