import * as z from 'zod/mini'
import { isDayInWindow } from '../../validation'

import { id, plainText } from '../../schemas/fields'

export { id }
/** A calendar day, `YYYY-MM-DD`, from 2000 to 2099. */
export const day = z.string().check(z.refine(isDayInWindow))
export const nothing = z.null()
export const emptyBody = z.object({})
export const orderIdBody = z.object({ orderId: id })
export const userIdBody = z.object({ userId: id })

/** The longest justification a staff member writes beside a decision or a change. */
export const NOTE_MAX = 2000
/**
 * The justification of a manual decision or change, for staff and auditors: never shown to the
 * borrower, who sees catalogue reasons only. Required for decisions, optional for setting changes.
 */
export const note = z.string().check(z.trim(), z.minLength(1), z.maxLength(NOTE_MAX), plainText({ multiline: true }))
export const optionalNote = z.optional(note)
