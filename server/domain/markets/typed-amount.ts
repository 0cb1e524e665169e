// An amount someone typed, in the market's minor units. The schemas allow two decimals for every
// market; a currency with fewer (a whole-unit one) refuses the rest here, as bad input.
import { ApiError } from '../../../contract/api-error'
import { wireToMinor } from '../../../contract/money'

/** `major` in minor units of `minorDigits`; more decimals than the currency has is 10004 on `field`, not a 500. */
export function typedMinor(major: number, minorDigits: number, field: string): number {
  const minor = wireToMinor(major, minorDigits)
  if (minor === null) throw new ApiError(10004, { fields: [field] })
  return minor
}
