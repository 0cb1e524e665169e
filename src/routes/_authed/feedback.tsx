import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { marketTerms } from '../../../contract/market/terms'
import { DEFAULT_TICKET_SERVICE_DAYS, TICKET_CATEGORIES, type TicketCategory } from '../../../contract/tickets'
import { lender } from '../../config'
import { useCompanyConfigs } from '../../features/configs/api'
import { compressPhoto } from '../../features/identity/compress-photo'
import { TicketForm } from '../../features/support/components/ticket-form'
import { TicketsScreen } from '../../features/support/components/tickets-screen'

/**
 * My › Support. `compose` opens the form for a new request, `category` opens it with that category
 * chosen (`/feedback?category=hardship`: the restructuring request), `ticket` opens one ticket.
 */
export type SupportSearch = { compose?: true; category?: TicketCategory; ticket?: number }

export const Route = createFileRoute('/_authed/feedback')({
  validateSearch: (search: Record<string, unknown>): SupportSearch => {
    const category = TICKET_CATEGORIES.find((c) => c === search.category)
    const ticket = Number(search.ticket)
    return {
      ...(search.compose === true || search.compose === 'true' ? { compose: true as const } : {}),
      ...(category ? { category } : {}),
      ...(Number.isSafeInteger(ticket) && ticket > 0 ? { ticket } : {}),
    }
  },
  component: SupportRoute,
})

function SupportRoute() {
  const { compose, category, ticket } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const configs = useCompanyConfigs()
  const care = marketTerms(lender.market).complaints
  const configured = Number(configs?.TICKET_SERVICE_DAYS)
  const serviceDays = care.acknowledgeWithinWorkingDays ?? (Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_TICKET_SERVICE_DAYS)
  if (compose || category) {
    return <TicketForm category={category} compress={compressPhoto} onDone={() => void navigate({ search: {}, replace: true })} />
  }
  return <TicketsScreen care={care} serviceDays={serviceDays} openTicket={ticket} />
}
