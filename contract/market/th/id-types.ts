import { idType, thaiNationalIdProblem } from '../id-numbers'
import type { IdType } from '../types'

/** Thai lenders verify borrowers by the national ID card (บัตรประจำตัวประชาชน). */
export const TH_ID_TYPES: readonly IdType[] = [
  idType({
    code: 'th_national_id',
    label: { en: 'Thai national ID card', th: 'บัตรประจำตัวประชาชน', zh: '泰国身份证' },
    example: '1-2345-67890-12-1',
    patterns: [/^\d{13}$/],
    check: thaiNationalIdProblem,
  }),
]
