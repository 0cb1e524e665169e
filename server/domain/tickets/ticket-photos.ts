import { ApiError } from '../../../contract/api-error'
import { TICKET_PHOTO_FIELDS, type TicketPhotoField } from '../../../contract/tickets'
import type { FileStorage } from '../../providers/storage/port'
import { readImage } from '../profile/uploads'

/**
 * The photos sent with a ticket, checked and re-encoded like identity photos, then stored at once.
 * One that is not a JPEG or PNG of at most 5 MB refuses the whole ticket with 40090, naming it.
 */
export async function storeTicketPhotos(storage: FileStorage, body: Partial<Record<TicketPhotoField, Blob>>): Promise<string[]> {
  const given = TICKET_PHOTO_FIELDS.filter((f) => body[f] !== undefined)
  const images = await Promise.all(
    given.map((field) =>
      readImage(body[field] as Blob, field, 'photo').catch((error: unknown) => {
        throw error instanceof ApiError ? new ApiError(40090, { fields: [field] }) : error
      }),
    ),
  )
  const stored = await Promise.allSettled(images.map((image) => storage.put(image.bytes, image.type)))
  const keys = stored.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failed = stored.find((result) => result.status === 'rejected')
  if (failed) {
    // Nothing will point to the photos that did get stored.
    await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)))
    throw failed.reason
  }
  return keys
}
