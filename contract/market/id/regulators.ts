import type { Localized } from '../types'

// OJK licenses and supervises LPBBTI platforms (POJK 10/POJK.05/2022). AFPI, the platforms'
// association, is no regulator and is not listed (docs/indonesia.md).
export const ID_REGULATORS: readonly Localized[] = [{ en: 'Financial Services Authority (OJK)', id: 'Otoritas Jasa Keuangan (OJK)' }]
