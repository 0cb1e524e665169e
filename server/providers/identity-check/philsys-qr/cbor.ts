// The part of CBOR (RFC 8949) the ePhilID's QR uses: integers, byte and text strings, arrays, maps,
// tags and simple values, definite lengths only. Small and bounded on purpose: its input is whatever
// a photographed QR code holds, so every length is checked against the bytes left and nesting is capped.

export type CborValue = number | bigint | string | Uint8Array | boolean | null | undefined | CborValue[] | CborMap | CborTagged
export type CborMap = Map<CborValue, CborValue>
export class CborTagged {
  constructor(readonly tag: number, readonly value: CborValue) {}
}

export class CborError extends Error {
  constructor(detail: string) {
    super(`not CBOR: ${detail}`)
    this.name = 'CborError'
  }
}

const MAX_DEPTH = 16

/** One CBOR item taking all of `bytes`; throws CborError on anything else. */
export function decodeCbor(bytes: Uint8Array): CborValue {
  let at = 0
  const need = (n: number) => {
    if (n > bytes.length - at) throw new CborError(`${n} bytes wanted at ${at}, ${bytes.length - at} left`)
  }
  const argument = (info: number): number | bigint => {
    if (info < 24) return info
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0
    if (size === 0) throw new CborError(`indefinite or reserved length ${info} at ${at}`)
    need(size)
    const view = new DataView(bytes.buffer, bytes.byteOffset + at, size)
    at += size
    if (size === 1) return view.getUint8(0)
    if (size === 2) return view.getUint16(0)
    if (size === 4) return view.getUint32(0)
    const big = view.getBigUint64(0)
    return big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big
  }
  const length = (info: number): number => {
    const n = argument(info)
    if (typeof n === 'bigint') throw new CborError('a length past 2^53')
    return n
  }
  const item = (depth: number): CborValue => {
    if (depth > MAX_DEPTH) throw new CborError('nested too deep')
    need(1)
    const head = bytes[at++]!
    const major = head >> 5
    const info = head & 0x1f
    switch (major) {
      case 0:
        return argument(info)
      case 1: {
        const n = argument(info)
        return typeof n === 'bigint' ? -1n - n : -1 - n
      }
      case 2:
      case 3: {
        const n = length(info)
        need(n)
        const slice = bytes.slice(at, at + n)
        at += n
        if (major === 2) return slice
        try {
          return new TextDecoder('utf-8', { fatal: true }).decode(slice)
        } catch {
          throw new CborError('a text string that is not UTF-8')
        }
      }
      case 4: {
        const n = length(info)
        // Each item takes at least a byte: a count past the bytes left is a lie, not a reason to allocate.
        need(n)
        return Array.from({ length: n }, () => item(depth + 1))
      }
      case 5: {
        const n = length(info)
        need(n * 2)
        const map: CborMap = new Map()
        for (let i = 0; i < n; i++) {
          const key = item(depth + 1)
          map.set(key, item(depth + 1))
        }
        return map
      }
      case 6: {
        const tag = argument(info)
        if (typeof tag === 'bigint') throw new CborError('a tag past 2^53')
        return new CborTagged(tag, item(depth + 1))
      }
      default:
        if (info === 20) return false
        if (info === 21) return true
        if (info === 22) return null
        if (info === 23) return undefined
        throw new CborError(`simple value or float ${info} not used here`)
    }
  }
  const value = item(0)
  if (at !== bytes.length) throw new CborError(`${bytes.length - at} bytes after the item`)
  return value
}

/** Encodes what decodeCbor reads (integers as numbers, no floats): the COSE signature's input, and the test simulator's payloads. */
export function encodeCbor(value: CborValue): Uint8Array {
  const out: number[] = []
  const head = (major: number, n: number | bigint) => {
    const big = BigInt(n)
    if (big < 24n) out.push((major << 5) | Number(big))
    else if (big < 0x100n) out.push((major << 5) | 24, Number(big))
    else if (big < 0x10000n) out.push((major << 5) | 25, Number(big >> 8n), Number(big & 0xffn))
    else if (big < 0x100000000n) out.push((major << 5) | 26, ...[24n, 16n, 8n, 0n].map((s) => Number((big >> s) & 0xffn)))
    else out.push((major << 5) | 27, ...[56n, 48n, 40n, 32n, 24n, 16n, 8n, 0n].map((s) => Number((big >> s) & 0xffn)))
  }
  const write = (v: CborValue) => {
    if (typeof v === 'number' || typeof v === 'bigint') {
      if (typeof v === 'number' && !Number.isInteger(v)) throw new CborError('floats are not encoded')
      if (v < 0) head(1, -1n - BigInt(v))
      else head(0, v)
    } else if (typeof v === 'string') {
      const bytes = new TextEncoder().encode(v)
      head(3, bytes.length)
      out.push(...bytes)
    } else if (v instanceof Uint8Array) {
      head(2, v.length)
      out.push(...v)
    } else if (Array.isArray(v)) {
      head(4, v.length)
      v.forEach(write)
    } else if (v instanceof Map) {
      head(5, v.size)
      for (const [k, x] of v) {
        write(k)
        write(x)
      }
    } else if (v instanceof CborTagged) {
      head(6, v.tag)
      write(v.value)
    } else out.push(v === false ? 0xf4 : v === true ? 0xf5 : v === null ? 0xf6 : 0xf7)
  }
  write(value)
  return Uint8Array.from(out)
}
