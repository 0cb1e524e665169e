import * as z from 'zod/mini'
import { isDayInWindow } from '../../validation'

import { id } from '../../schemas/fields'

export { id }
/** A calendar day, `YYYY-MM-DD`, from 2000 to 2099. */
export const day = z.string().check(z.refine(isDayInWindow))
export const nothing = z.null()
export const emptyBody = z.object({})
export const orderIdBody = z.object({ orderId: id })
export const userIdBody = z.object({ userId: id })
