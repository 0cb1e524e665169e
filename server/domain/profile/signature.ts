import { eq } from 'drizzle-orm'
import type { ParsedBody } from '../../../contract/endpoints'
import type { Db } from '../../db/client'
import { orders, users } from '../../db/schema'
import { type CallContext, requireUser } from '../../services'
import { readImage } from './uploads'
import { userRow } from './user-row'

export async function uploadSignature(ctx: CallContext, body: ParsedBody<'/user/signatureImg/upload'>) {
  const userId = requireUser(ctx)
  const image = await readImage(body.img, 'img', 'signature')
  const previous = (await userRow(ctx.db, userId)).signatureKey
  const key = await ctx.services.storage.put(image.bytes, image.type)
  await ctx.db.update(users).set({ signatureKey: key }).where(eq(users.id, userId))
  // Once the new key is committed: a rolled-back call must still find the signature it points to.
  // A signature a contract was accepted with stays: the signed contract shows it.
  if (previous && !(await signedWith(ctx.db, previous))) ctx.afterCommit(() => ctx.services.storage.remove(previous))
  return { signatureImg: `/jackey/files/${key}` }
}

async function signedWith(db: Db, key: string): Promise<boolean> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.acceptSignatureKey, key)).limit(1)
  return order !== undefined
}
