import { eq } from 'drizzle-orm'
import type { ParsedBody } from '../../../contract/endpoints'
import { users } from '../../db/schema'
import { type CallContext, requireUser } from '../../http/services'
import { readImage } from './uploads'
import { userRow } from './user-row'

export async function uploadSignature(ctx: CallContext, body: ParsedBody<'/user/signatureImg/upload'>) {
  const userId = requireUser(ctx)
  const image = await readImage(body.img, 'img', 'signature')
  const previous = (await userRow(ctx.db, userId)).signatureKey
  const key = await ctx.services.storage.put(image.bytes, image.type)
  await ctx.db.update(users).set({ signatureKey: key }).where(eq(users.id, userId))
  // Once the new key is committed: a rolled-back call must still find the signature it points to.
  if (previous) ctx.afterCommit(() => ctx.services.storage.remove(previous))
  return { signatureImg: `/jackey/files/${key}` }
}
