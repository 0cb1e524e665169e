// Products, their period configs and the application: the calls of the loans feature.
import { BUREAU_PURPOSE } from '../../../contract/consents'
import type { Body, Data } from '../../../contract/endpoints'
import type { Product } from '../../../contract/schemas/products'
import { call } from '../../api/client'
import { useRemote } from '../../api/use-remote'

export type PeriodConfig = Data<'/loan/getPeriodConfig'>
export type ApplyBody = Body<'/loan/apply'>

export type ProductOffer = { product: Product; periods: PeriodConfig | null }

/**
 * Every product with the periods it offers, so the list shows the real range of rates
 * (each period has its own); a product whose periods cannot be loaded shows its default rate.
 */
export function useProducts() {
  return useRemote(async (): Promise<ProductOffer[]> => {
    const products = await call('/loan/appList', {})
    return Promise.all(
      products.map(async (product) => ({
        product,
        periods: product.disabled ? null : await call('/loan/getPeriodConfig', { appId: product.id }).catch(() => null),
      })),
    )
  })
}

/** One product with its period configs; the caller remounts on another appId (the route keys it). */
export function useProductTerms(appId: number) {
  return useRemote(async () => {
    const [products, periods] = await Promise.all([call('/loan/appList', {}), call('/loan/getPeriodConfig', { appId })])
    return { product: products.find((p) => p.id === appId) ?? null, periods }
  })
}

/** How much this borrower can borrow from the product now (the decision rules' answer); the route keys it by appId. */
export function useLoanOffer(appId: number) {
  return useRemote(() => call('/loan/offer', { appId }))
}

/** The key belongs to one confirmed body: a repeat after a lost answer finds the first order, never a second. */
export function applyForLoan(body: ApplyBody, idempotencyKey: string) {
  return call('/loan/apply', body, { idempotencyKey })
}

/** Whether the borrower's consent to a credit bureau inquiry stands (asked on the apply screen). */
export function useBureauConsent() {
  return useRemote(async () => (await call('/user/consents', {})).some((c) => c.purpose === BUREAU_PURPOSE && c.withdrawnAt === null))
}

/** Records the consent before the application it is for, so the bureau job finds it. */
export function giveBureauConsent(idempotencyKey: string) {
  return call('/user/consent/give', { purpose: BUREAU_PURPOSE }, { idempotencyKey })
}
