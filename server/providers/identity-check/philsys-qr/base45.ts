// Base45 (RFC 9285): the ePhilID's QR carries its signed CBOR in QR's alphanumeric alphabet.
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'

/** The bytes, or null for text that is not base45 (a character outside the alphabet, a group too large, a dangling character). */
export function decodeBase45(text: string): Uint8Array | null {
  if (text.length % 3 === 1) return null
  const out: number[] = []
  for (let i = 0; i < text.length; i += 3) {
    const digits = [...text.slice(i, i + 3)].map((c) => ALPHABET.indexOf(c))
    if (digits.some((d) => d < 0)) return null
    const [c = 0, d = 0, e] = digits
    const n = c + d * 45 + (e ?? 0) * 45 * 45
    if (e === undefined) {
      if (n > 0xff) return null
      out.push(n)
    } else {
      if (n > 0xffff) return null
      out.push(n >> 8, n & 0xff)
    }
  }
  return Uint8Array.from(out)
}

export function encodeBase45(bytes: Uint8Array): string {
  let text = ''
  for (let i = 0; i < bytes.length; i += 2) {
    if (i + 1 < bytes.length) {
      let n = (bytes[i]! << 8) + bytes[i + 1]!
      for (let k = 0; k < 3; k++, n = Math.floor(n / 45)) text += ALPHABET[n % 45]
    } else {
      let n = bytes[i]!
      for (let k = 0; k < 2; k++, n = Math.floor(n / 45)) text += ALPHABET[n % 45]
    }
  }
  return text
}
