import type { ComplaintCare } from '../types'

// Under the BSP's financial consumer protection rules a complaint is acknowledged within 2 working
// days. Unresolved ones go to the BSP Consumer Assistance Mechanism (docs/data-sources.md).
export const PH_COMPLAINTS: ComplaintCare = {
  acknowledgeWithinWorkingDays: 2,
  escalateTo: {
    name: { en: 'BSP Consumer Assistance Mechanism (BSP Online Buddy, BOB)', fil: 'Consumer Assistance Mechanism ng Bangko Sentral ng Pilipinas (BSP Online Buddy, BOB)' },
    phones: ['(02) 8708-7087', '(02) 5306-2584'],
    email: 'consumeraffairs@bsp.gov.ph',
    web: 'https://www.bsp.gov.ph/Pages/InclusiveFinance/ConsumerAssistanceChannelsChatbot.aspx',
  },
}
