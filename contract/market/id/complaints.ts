import type { ComplaintCare } from '../types'

// Issue 40: OJK's complaint rules are being written.
export const ID_COMPLAINTS: ComplaintCare = {
  acknowledgeWithinWorkingDays: null,
  escalateTo: {
    name: { en: 'Financial Services Authority (OJK)', id: 'Otoritas Jasa Keuangan (OJK)' },
    phones: ['157'],
    email: 'konsumen@ojk.go.id',
    web: 'https://kontak157.ojk.go.id',
  },
}
