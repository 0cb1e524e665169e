import { call } from '../../api/client'

/** Sent at once, not queued: a signature belongs to the moment the borrower makes it. */
export async function uploadSignature(png: Blob): Promise<void> {
  const img = new File([png], 'signature.png', { type: 'image/png' })
  await call('/user/signatureImg/upload', { img }, { idempotencyKey: crypto.randomUUID() })
}
