// Money is integer minor units (satang, centavos) inside the contract; the wire carries major
// units with at most as many decimals as the currency has minor digits (ISO 4217: 2 for THB and
// PHP, 0 for VND). These two functions are the edge, and the digits come from the market pack
// (`MarketProfile.minorDigits`) so that a zero-decimal currency round-trips like a two-decimal one.

/** Digits of a minor unit; ISO 4217 uses 0, 2 and 3 (and 4 for accounting units). */
export type MinorDigits = 0 | 1 | 2 | 3 | 4

/** Major units (number or decimal string) to exact integer minor units. */
export function toMinor(major: number | string, digits: number): number {
  const places = checkDigits(digits)
  const minor = typeof major === 'string' ? parseMajor(major, places) : numberToMinor(major, places)
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount out of range: ${major}`)
  // -0 would leak into JSON as 0 but compare oddly with Object.is
  return minor + 0
}

/** Integer minor units to major units: 1999 → 19.99 with 2 digits, 1999 → 1999 with 0. */
export function toMajor(minor: number, digits: number): number {
  const places = checkDigits(digits)
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole number of minor units: ${minor}`)
  // Division is correctly rounded, so the result is the same double as the literal 19.99.
  return minor / 10 ** places + 0
}

/**
 * A wire amount in minor units, or null where it has more decimals than the currency (1.5 of a
 * currency without a minor unit): bad input, which the caller refuses with the field's name.
 */
export function wireToMinor(major: number, digits: number): number | null {
  try {
    return toMinor(major, digits)
  } catch (error) {
    if (error instanceof RangeError && checkDigits(digits) === digits) return null
    throw error
  }
}

// The packs declare `number`; a digit count outside ISO 4217's range is a pack error, not input.
function checkDigits(digits: number): MinorDigits {
  if (digits === 0 || digits === 1 || digits === 2 || digits === 3 || digits === 4) return digits
  throw new RangeError(`not a currency's minor digits: ${digits}`)
}

function parseMajor(text: string, digits: MinorDigits): number {
  const pattern = digits === 0 ? /^(-?)(\d+)()$/ : new RegExp(`^(-?)(\\d+)(?:\\.(\\d{1,${digits}}))?$`)
  const match = pattern.exec(text.trim())
  if (!match) throw new RangeError(`not an amount with at most ${digits} decimals: "${text}"`)
  const [, sign, whole = '', fraction = ''] = match
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0')
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`amount out of range: "${text}"`)
  return Number(sign === '-' ? -minor : minor)
}

function numberToMinor(major: number, digits: MinorDigits): number {
  if (!Number.isFinite(major)) throw new RangeError(`not a finite amount: ${major}`)
  const scaled = major * 10 ** digits
  const minor = Math.round(scaled)
  // A double holds 19.99 as 19.989999…, and 0.1 + 0.2 lands at 0.30000000000000004:
  // both are a whole number of cents up to float noise. 1.005 is not (it is half a cent off).
  const noise = Math.max(1, Math.abs(scaled)) * Number.EPSILON * 4
  if (Math.abs(scaled - minor) > noise) throw new RangeError(`more than ${digits} decimals: ${major}`)
  return minor
}
