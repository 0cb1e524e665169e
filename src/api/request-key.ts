// One Idempotency-Key per request body until an answer arrives: a retry after a lost
// answer repeats the key, so the server recognises it and never moves money twice.

export type RequestKeys = {
  /** The key for this body: the same as last time while the body is the same and unanswered. */
  keyFor: (body: unknown) => string
  /** An answer arrived (or the body will never be sent again): the next send gets a new key. */
  answered: () => void
}

export function requestKeys(newKey: () => string = () => crypto.randomUUID()): RequestKeys {
  let current: { body: string; key: string } | null = null
  return {
    keyFor(body) {
      const text = JSON.stringify(body)
      if (current?.body !== text) current = { body: text, key: newKey() }
      return current.key
    },
    answered() {
      current = null
    },
  }
}
