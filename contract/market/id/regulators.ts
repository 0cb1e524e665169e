import type { Localized } from '../types'

export const ID_REGULATORS: readonly Localized[] = [{ en: 'Financial Services Authority (OJK)', id: 'Otoritas Jasa Keuangan (OJK)' }]
