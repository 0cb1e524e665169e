// A perceptual hash of each identity photo, so that one photo sent by two borrowers is found even
// after it was re-encoded, resized or re-compressed: the 64-bit difference hash (brightness of
// neighbouring pixels in a 9×8 grey thumbnail), cut in four 16-bit bands for the index.
import sharp from 'sharp'

export type PhotoHash = { hash: bigint; bands: [number, number, number, number] }

/** Photos at most this many bits apart count as one photo: any such pair shares a band. */
export const NEAR_COPY_BITS = 3

export async function photoHash(bytes: Uint8Array): Promise<PhotoHash> {
  const pixels = await sharp(bytes).rotate().greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer()
  let hash = 0n
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) hash = (hash << 1n) | (pixels[y * 9 + x]! > pixels[y * 9 + x + 1]! ? 1n : 0n)
  }
  const bands = [0, 1, 2, 3].map((i) => Number((hash >> BigInt(48 - 16 * i)) & 0xffffn)) as PhotoHash['bands']
  // PostgreSQL's bigint is signed.
  return { hash: BigInt.asIntN(64, hash), bands }
}

export function bitsApart(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b)
  let count = 0
  while (x > 0n) {
    count += Number(x & 1n)
    x >>= 1n
  }
  return count
}
