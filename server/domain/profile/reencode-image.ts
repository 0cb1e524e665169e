// Uploaded images are decoded and drawn again from their pixels, so nothing the phone or
// an attacker put around the pixels survives: EXIF (GPS position, device serial), ICC and
// XMP blocks, comments, and any HTML or script appended after the image data.
import sharp from 'sharp'

/** Large enough for any phone camera's full-size photo (48–50 MP sensors); refuses decompression bombs. */
export const MAX_INPUT_PIXELS = 50_000_000
/** The app sends photos at 1600 px; 2000 leaves room for other clients and is plenty to read an ID card. */
export const MAX_EDGE_PX = 2000
const JPEG_QUALITY = 82

// Decoded ID photos must not linger in sharp's in-memory operation cache.
sharp.cache(false)

export type ImageKind = 'photo' | 'signature'

/**
 * Photos come out as JPEG (flattened onto white); signatures stay PNG to keep their transparent
 * background. Returns null when the bytes are not an image sharp can decode in full.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  format: 'jpeg' | 'png',
  kind: ImageKind,
): Promise<{ bytes: Uint8Array; type: 'image/jpeg' | 'image/png' } | null> {
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
    // The magic bytes chose the decoder we expect; anything else sharp recognises is refused.
    if ((await input.metadata()).format !== format) return null
    const upright = input.rotate().resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
    // No withMetadata/keepMetadata: sharp writes none of the input's metadata.
    if (kind === 'signature') return { bytes: new Uint8Array(await upright.png().toBuffer()), type: 'image/png' }
    const jpeg = await upright.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY }).toBuffer()
    return { bytes: new Uint8Array(jpeg), type: 'image/jpeg' }
  } catch {
    return null
  }
}
