// Finds the QR code in the stored photo of the card's front, in process. A phone photo of a whole
// card at 1600 px gives a PhilID's QR a few pixels a module: read first at 1000 px (quick, and blur
// and noise average out), then at full size, then the card's right half, where the PhilID prints it,
// then smaller still.
import jsQR from 'jsqr'
import sharp, { type Sharp } from 'sharp'

type Attempt = { width: number | null; rightHalf: boolean }
const ATTEMPTS: readonly Attempt[] = [
  { width: 1000, rightHalf: false },
  { width: null, rightHalf: false },
  { width: null, rightHalf: true },
  { width: 700, rightHalf: false },
]

/** The QR code's text, or null when none could be read (or the bytes are not an image). */
export async function readQrFromPhoto(photo: Uint8Array): Promise<string | null> {
  let base: Sharp
  let width: number
  let height: number
  try {
    // Turned upright as the phone meant it (EXIF), and decoded once: each attempt starts from the pixels.
    const upright = await sharp(photo).rotate().removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true })
    base = sharp(upright.data, { raw: { width: upright.info.width, height: upright.info.height, channels: 3 } })
    width = upright.info.width
    height = upright.info.height
  } catch {
    return null
  }
  for (const attempt of ATTEMPTS) {
    if (attempt.width !== null && attempt.width >= width) continue
    let image = base.clone()
    if (attempt.rightHalf) image = image.extract({ left: Math.floor(width / 2), top: 0, width: width - Math.floor(width / 2), height })
    if (attempt.width !== null) image = image.resize({ width: attempt.width })
    const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height, { inversionAttempts: 'dontInvert' })
    if (code && code.binaryData.length > 0) return textOf(code.binaryData)
  }
  return null
}

/**
 * The code's bytes as text: UTF-8 where they are, else one byte a character. jsQR's own text is empty
 * for bytes that are not UTF-8, and a card's Ñ may be written as the single byte Latin-1 has for it.
 */
function textOf(bytes: readonly number[]): string {
  const raw = Uint8Array.from(bytes)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw)
  } catch {
    return Buffer.from(raw).toString('latin1')
  }
}
