import { marketPacks } from '../../../contract/market'
import type { MarketPack, SmsGatewayKind } from '../../../contract/market/types'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { SmsGatewayError } from './gateway-error'
import type { SmsProvider } from './port'
import { sandboxSmsProvider } from './sandbox'
import { semaphoreSms } from './semaphore/semaphore-sms'
import { thaiBulkSms } from './thaibulksms/thaibulksms-sms'

/** The gateway of the market whose calling code the number starts with, whichever lender's borrower it is. */
/** None for a number of no market served, or of a market whose pack names no gateway yet. */
export function gatewayFor(to: string, markets: readonly Pick<MarketPack, 'callingCode' | 'smsGateway'>[] = marketPacks()): SmsGatewayKind | 'none' {
  return markets.find((m) => to.startsWith(`+${m.callingCode}`))?.smsGateway ?? 'none'
}

/**
 * The sandbox, or each market's gateway in one process, as its pack names it (gatewayFor). A real gateway without
 * its credentials is refused at start (server/production-checks.ts says which).
 */
export function smsProviderFor(env: Env, db: Db): SmsProvider {
  if (env.SMS_PROVIDER === 'sandbox') return sandboxSmsProvider(db)
  const { SEMAPHORE_API_KEY, SEMAPHORE_SENDER_NAME, THAIBULKSMS_API_KEY, THAIBULKSMS_API_SECRET, THAIBULKSMS_SENDER } = env
  if (!SEMAPHORE_API_KEY || !SEMAPHORE_SENDER_NAME || !THAIBULKSMS_API_KEY || !THAIBULKSMS_API_SECRET || !THAIBULKSMS_SENDER) {
    throw new Error('SMS_PROVIDER=routed needs SEMAPHORE_API_KEY, SEMAPHORE_SENDER_NAME, THAIBULKSMS_API_KEY, THAIBULKSMS_API_SECRET and THAIBULKSMS_SENDER')
  }
  const semaphore = semaphoreSms({ baseUrl: env.SEMAPHORE_BASE_URL, apiKey: SEMAPHORE_API_KEY, senderName: SEMAPHORE_SENDER_NAME })
  const thai = thaiBulkSms({ baseUrl: env.THAIBULKSMS_BASE_URL, apiKey: THAIBULKSMS_API_KEY, apiSecret: THAIBULKSMS_API_SECRET, sender: THAIBULKSMS_SENDER })
  const providerFor = (to: string) => gatewayFor(to)
  return {
    providerFor,
    send(message, signal) {
      const provider = providerFor(message.to)
      if (provider === 'thaibulksms') return thai.send(message, signal)
      if (provider === 'semaphore') return semaphore.send(message, signal)
      throw new SmsGatewayError('none', 0)
    },
    // Only Semaphore is asked: ThaiBulkSMS's send answer is all we read of a Thai text.
    async status(provider, providerMessageId, signal) {
      return provider === 'semaphore' ? semaphore.status(providerMessageId, signal) : null
    },
  }
}
