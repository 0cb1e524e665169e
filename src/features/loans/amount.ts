// The amount field's rules: digits only, brought onto the product's grid (min, max, step) when
// the borrower leaves the field.
import { AMOUNT_LIMITS, clampAmount, type StepLimits } from '../../../contract/loan-limits'
import type { Product } from '../../../contract/schemas/products'

export function limitsOf(product: Pick<Product, 'maxAmount' | 'minAmount' | 'step'>): StepLimits {
  return { min: product.minAmount ?? AMOUNT_LIMITS.min, max: product.maxAmount, step: product.step ?? AMOUNT_LIMITS.step }
}

/**
 * What the field keeps of what was typed or pasted: "1,500,000 ฿" → "1500000", "฿1,500,000.00" →
 * "1500000" (loans are whole amounts, so cents are not digits of the amount). Nothing is cut: an
 * amount beyond the product's maximum is brought to it when the field is left, and the field says so.
 */
export function amountDigits(text: string): string {
  return text.replace(/\.\d{1,2}\s*\D*$/, '').replace(/\D+/g, '').replace(/^0+(?=\d)/, '')
}

/** The amount the field holds when it is left: an empty field becomes the minimum. */
export function settleAmount(text: string, limits: StepLimits): number {
  return clampAmount(text === '' ? Number.NaN : Number(text), limits)
}

/** Whether a typed amount can be offered as it stands (in range and on the step grid). */
export function isOfferedAmount(text: string, limits: StepLimits): boolean {
  return text !== '' && settleAmount(text, limits) === Number(text)
}
