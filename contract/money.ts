// Money is integer minor units (satang, centavos) inside the contract; the wire
// carries major units with at most 2 decimals. These two functions are the edge.

const MAJOR_PATTERN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/

/** Major units (number or decimal string) to exact integer minor units. */
export function toMinor(major: number | string): number {
  const minor = typeof major === 'string' ? parseMajor(major) : numberToMinor(major)
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount out of range: ${major}`)
  // -0 would leak into JSON as 0 but compare oddly with Object.is
  return minor + 0
}

/** Integer minor units to major units: 1999 → 19.99. */
export function toMajor(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole number of minor units: ${minor}`)
  // Division is correctly rounded, so the result is the same double as the literal 19.99.
  return minor / 100
}

function parseMajor(text: string): number {
  const match = MAJOR_PATTERN.exec(text.trim())
  if (!match) throw new RangeError(`not an amount with at most 2 decimals: "${text}"`)
  const [, sign, whole = '', fraction = ''] = match
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`amount out of range: "${text}"`)
  return Number(sign === '-' ? -minor : minor)
}

function numberToMinor(major: number): number {
  if (!Number.isFinite(major)) throw new RangeError(`not a finite amount: ${major}`)
  const scaled = major * 100
  const minor = Math.round(scaled)
  // A double holds 19.99 as 19.989999…, and 0.1 + 0.2 lands at 0.30000000000000004:
  // both are a whole number of cents up to float noise. 1.005 is not (it is half a cent off).
  const noise = Math.max(1, Math.abs(scaled)) * Number.EPSILON * 4
  if (Math.abs(scaled - minor) > noise) throw new RangeError(`more than 2 decimals: ${major}`)
  return minor
}
