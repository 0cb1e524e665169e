// What the server reminds a borrower of, and when (issue 22): a period's due date 3 days and 1 day
// before, on the day, and 1 and 3 days after while unpaid; and news of the order.

/** Reminders about one period, each with the local day it goes on, counted from the due date. */
export const PERIOD_REMINDERS = { dueIn3: -3, dueIn1: -1, dueToday: 0, late1: 1, late3: 3 } as const
export type PeriodReminder = keyof typeof PERIOD_REMINDERS

/** News of the order: the decision, and the money arriving in the borrower's account. */
export const ORDER_NEWS = ['approved', 'rejected', 'paidOut'] as const
export type OrderNews = (typeof ORDER_NEWS)[number]

export type ReminderKind = PeriodReminder | OrderNews

/** Reminders about a debt already late, which the market's daily contact limit counts as collections contacts do. */
export const OVERDUE_REMINDERS: readonly ReminderKind[] = ['late1', 'late3']
