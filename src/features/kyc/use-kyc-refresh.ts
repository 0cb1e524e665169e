import type { Kyc } from '../../../contract/schemas/accounts'
import { usePolling } from '../../api/use-polling'
import { KYC_REFRESH_EVERY_MS, KYC_REFRESH_FOR_MS } from './kyc-view'

/**
 * Asks the server for the user again while their identity check runs, so the outcome shows without
 * a reload; each answer lands in the user copy on the phone, which the screens watch.
 */
export function useKycRefresh(kyc: Kyc | undefined, refresh: () => Promise<unknown>): void {
  usePolling(kyc?.status === 'pending', refresh, KYC_REFRESH_EVERY_MS, KYC_REFRESH_FOR_MS)
}
