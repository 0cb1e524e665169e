import * as z from 'zod/mini'
import { parseCalendarDate } from '../../validation'

export const id = z.int().check(z.positive())
/** A calendar day, `YYYY-MM-DD`. */
export const day = z.string().check(z.refine((s) => parseCalendarDate(s) !== null))
export const nothing = z.null()
export const emptyBody = z.object({})
export const orderIdBody = z.object({ orderId: id })
export const userIdBody = z.object({ userId: id })
