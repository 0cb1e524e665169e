// Every call to an outside provider goes through here: bounded in time, so that one slow
// provider holds up only the job or request that asked it, never the database or other borrowers.
// The signal lets an adapter cancel its HTTP request; the race makes sure an adapter that
// ignores it still cannot hang the caller. With traces on, each call is a span named by the provider.
import { tracing } from '../tracing/tracing'

export class ProviderTimeout extends Error {
  constructor(readonly provider: string, readonly ms: number) {
    super(`${provider} gave no answer within ${ms} ms`)
    this.name = 'ProviderTimeout'
  }
}

export function callProvider<T>(provider: string, ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  return tracing().span(`provider ${provider}`, 'client', { 'jackey.provider': provider }, () => bounded(provider, ms, call))
}

async function bounded<T>(provider: string, ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new ProviderTimeout(provider, ms))
    }, ms)
  })
  try {
    return await Promise.race([call(controller.signal), expired])
  } finally {
    clearTimeout(timer)
  }
}
