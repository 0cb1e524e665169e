import type { ComplaintCare } from '../types'

// The Bank of Thailand sets no acknowledgement time for a lender's own complaint handling: the
// lender states its own (TICKET_SERVICE_DAYS). Unresolved complaints go to the BOT's Financial
// Consumer Protection Center, hotline 1213 (docs/data-sources.md).
export const TH_COMPLAINTS: ComplaintCare = {
  acknowledgeWithinWorkingDays: null,
  escalateTo: {
    name: { en: 'Bank of Thailand Financial Consumer Protection Center (FCC)', th: 'ศูนย์คุ้มครองผู้ใช้บริการทางการเงิน ธนาคารแห่งประเทศไทย (ศคง.)', zh: '泰国银行金融消费者保护中心 (FCC)' },
    phones: ['1213'],
    email: 'fcc@bot.or.th',
    web: 'https://www.1213.or.th',
  },
}
