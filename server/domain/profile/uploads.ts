import { ApiError } from '../../../contract/api-error'
import { IMAGE_MAX_BYTES, sniffImageType } from '../../../contract/validation'
import { type ImageKind, reencodeImage } from './reencode-image'

/**
 * An uploaded image, trusted only by its bytes: a real JPEG or PNG of at most 5 MB (a signature:
 * PNG only), which is stored only as re-encoded without any of its metadata.
 */
export async function readImage(file: Blob, field: string, kind: ImageKind): Promise<{ bytes: Uint8Array; type: 'image/jpeg' | 'image/png' }> {
  if (file.size === 0 || file.size > IMAGE_MAX_BYTES) throw new ApiError(20000, { fields: [field] })
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffImageType(bytes)
  if (type === null || (kind === 'signature' && type !== 'image/png')) throw new ApiError(20000, { fields: [field] })
  const image = await reencodeImage(bytes, type === 'image/png' ? 'png' : 'jpeg', kind)
  if (image === null) throw new ApiError(20000, { fields: [field] })
  return image
}
