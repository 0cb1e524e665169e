import * as z from 'zod/mini'
import { isDayInWindow } from '../../validation'

import { id, plainText } from '../../schemas/fields'

export { id }
/** A calendar day, `YYYY-MM-DD`, from 2000 to 2099. */
export const day = z.string().check(z.refine(isDayInWindow))
export const nothing = z.null()

/** A period of a loan's schedule as staff see it, on the borrower's view and on the collection case. */
export const schedulePeriodSchema = z.object({
  period: z.number(),
  dueDate: z.string(),
  amount: z.number(),
  paid: z.number(),
  /** What is still owed on it (0 once repaid). */
  owed: z.number(),
  /** paid, due (not yet late) or overdue on the borrower's calendar, whether or not the overdue job has run. */
  state: z.enum(['paid', 'due', 'overdue']),
})
export type SchedulePeriod = z.infer<typeof schedulePeriodSchema>
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
