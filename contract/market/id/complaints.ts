import type { ComplaintCare } from '../types'

// POJK 22/2023 (consumer protection): a borrower complains to the lender first; OJK expects the
// lender to settle a complaint within 10 working days, extendable once by 10 more (as OJK stated it
// in 2024; the article was not read here). No separate acknowledgement time was found, so the lender states its own
// (TICKET_SERVICE_DAYS). Unresolved complaints go to OJK: Kontak OJK 157, konsumen@ojk.go.id and
// its consumer protection portal (docs/data-sources.md "Indonesia: complaints").
export const ID_COMPLAINTS: ComplaintCare = {
  acknowledgeWithinWorkingDays: null,
  escalateTo: {
    name: { en: 'Financial Services Authority (OJK), Kontak OJK 157', id: 'Otoritas Jasa Keuangan (OJK), Kontak OJK 157' },
    phones: ['157'],
    email: 'konsumen@ojk.go.id',
    web: 'https://kontak157.ojk.go.id',
  },
}
