import { idType } from '../id-numbers'
import type { IdType } from '../types'
import { nikDisagrees, nikProblem } from './nik'

/** Indonesian lenders verify borrowers by the e-KTP, whose number is the 16-digit NIK. */
export const ID_ID_TYPES: readonly IdType[] = [
  idType({
    code: 'id_ektp',
    label: { en: 'e-KTP (NIK)', id: 'e-KTP (NIK)' },
    example: '3171 0115 0890 0001',
    patterns: [/^\d{16}$/],
    check: nikProblem,
    disagrees: nikDisagrees,
  }),
]
