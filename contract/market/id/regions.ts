import type { Region } from '../types'

export const ID_REGIONS: readonly Region[] = [
  { province: 'DKI Jakarta', cities: ['Kota Jakarta Barat', 'Kota Jakarta Pusat', 'Kota Jakarta Selatan', 'Kota Jakarta Timur', 'Kota Jakarta Utara', 'Kabupaten Kepulauan Seribu'] },
]
