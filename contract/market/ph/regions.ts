import type { Region } from '../types'

export const PH_REGIONS: readonly Region[] = [{ province: 'Metro Manila', cities: ['Makati', 'Manila', 'Quezon City'] }]
