import { ApiError } from '../../../contract/api-error'
import { IMAGE_MAX_BYTES, sniffImageType } from '../../../contract/validation'

/** An uploaded image, trusted only by its bytes: a real JPEG or PNG of at most 5 MB. */
export async function readImage(file: Blob, field: string, only?: 'image/png'): Promise<{ bytes: Uint8Array; type: 'image/jpeg' | 'image/png' }> {
  if (file.size === 0 || file.size > IMAGE_MAX_BYTES) throw new ApiError(20000, { fields: [field] })
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffImageType(bytes)
  if (type === null || (only && type !== only)) throw new ApiError(20000, { fields: [field] })
  return { bytes, type }
}
