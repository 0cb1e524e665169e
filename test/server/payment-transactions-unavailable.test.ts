// A payment provider that is down when staff read its book answers "try again", never a 500.
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../contract/api-error'
import { readEnv } from '../../server/env'
import { paymentTransactionsFor } from '../../server/providers/payment/payment-for'
import { freePort } from '../support/server-process'
import { openTestDatabase } from '../support/test-database'

describe("the payment provider's book, when the provider cannot be reached", () => {
  it('refuses both look-ups with 40130', async () => {
    const database = await openTestDatabase()
    try {
      // A port nothing listens on: the connection is refused at once.
      const env = readEnv({ PAYMENT_PROVIDER: 'xendit', XENDIT_SECRET_KEY: 'xnd_development_test', XENDIT_API_URL: `http://127.0.0.1:${await freePort()}`, PROVIDER_TIMEOUT_MS: '2000' })
      const book = paymentTransactionsFor(env, database.db)
      for (const call of [() => book.findByReference('123456789012'), () => book.list({ from: new Date(Date.now() - 86_400_000), to: new Date() })]) {
        const error: unknown = await call().then(() => null, (e: unknown) => e)
        expect(error).toBeInstanceOf(ApiError)
        expect((error as ApiError).code).toBe(40130)
      }
    } finally {
      await database.close()
    }
  })
})
