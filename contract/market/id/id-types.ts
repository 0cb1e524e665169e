import { idType } from '../id-numbers'
import type { IdType } from '../types'

/** Indonesian lenders verify borrowers by the e-KTP, whose number is the 16-digit NIK. */
export const ID_ID_TYPES: readonly IdType[] = [
  idType({
    code: 'id_ektp',
    label: { en: 'e-KTP (NIK)', id: 'e-KTP (NIK)' },
    example: '3171 0123 4567 8901',
    patterns: [/^\d{16}$/],
  }),
]
