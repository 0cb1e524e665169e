// The amount field's rules: digits only, at most 7, and brought onto the product's
// grid (min, max, step) when the borrower leaves the field.
import { AMOUNT_LIMITS, clampAmount, type StepLimits } from '../../../contract/loan-limits'
import type { Product } from '../../../contract/schemas/products'

export function limitsOf(product: Pick<Product, 'maxAmount' | 'minAmount' | 'step'>): StepLimits {
  return { min: product.minAmount ?? AMOUNT_LIMITS.min, max: product.maxAmount, step: product.step ?? AMOUNT_LIMITS.step }
}

/** What the field keeps of what was typed or pasted: "1,500,000 ฿" → "1500000". */
export function amountDigits(text: string): string {
  return text.replace(/\D+/g, '').replace(/^0+(?=\d)/, '').slice(0, AMOUNT_LIMITS.maxDigits)
}

/** The amount the field holds when it is left: an empty field becomes the minimum. */
export function settleAmount(text: string, limits: StepLimits): number {
  return clampAmount(text === '' ? Number.NaN : Number(text), limits)
}

/** Whether a typed amount can be offered as it stands (in range and on the step grid). */
export function isOfferedAmount(text: string, limits: StepLimits): boolean {
  return text !== '' && settleAmount(text, limits) === Number(text)
}
