// Support tickets. A new ticket goes through the outbox like every form, so one written offline
// is sent when the phone is back online, with its key, so that it never arrives twice.
import { useEffect } from 'react'
import type { Ticket } from '../../../contract/schemas/tickets'
import type { TicketCategory } from '../../../contract/tickets'
import { LONG_TEXT_MAX } from '../../../contract/text-limits'
import { call } from '../../api/client'
import { useRemote } from '../../api/use-remote'
import { onOutboxSent } from '../../offline/outbox-sent'

export const TICKET_TEXT_MAX = LONG_TEXT_MAX
export const TICKET_PHOTOS_MAX = 3
export const TICKET_FORM = 'ticket'

export type { Ticket }

/** The borrower's tickets, asked again whenever the outbox delivers a new one (written offline, sent later). */
export function useTickets() {
  const tickets = useRemote(() => call('/user/tickets/list', {}))
  const { reload } = tickets
  useEffect(() => onOutboxSent('/user/tickets/create', () => void reload()), [reload])
  return tickets
}

// The outbox (and Dexie with it) loads when a ticket is sent, not with the support screens: it
// would otherwise join the chunk those screens share with the rest of My.
export async function sendTicket(category: TicketCategory, message: string, photos: readonly Blob[]) {
  const files = Object.fromEntries(photos.slice(0, TICKET_PHOTOS_MAX).map((photo, i) => [`photo${i + 1}`, photo]))
  const { submitForm } = await import('../../offline/outbox')
  return submitForm(TICKET_FORM, [{ path: '/user/tickets/create', body: { category, message, ...files } }], { category, message })
}
