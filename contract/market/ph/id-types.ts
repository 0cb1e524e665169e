import { idType } from '../id-numbers'
import type { IdType } from '../types'

// The IDs Philippine lenders accept most (BSP Circular 1022's list of valid IDs). None of these
// issuers publishes a check-digit rule, so only the shape is checked; PhilSys has two numbers,
// the 16-digit card number (PCN) and the 12-digit PhilSys number (PSN).
export const PH_ID_TYPES: readonly IdType[] = [
  idType({
    code: 'ph_philsys',
    label: { en: 'PhilSys National ID', fil: 'Pambansang ID (PhilSys)' },
    example: '1234-5678-9012-3456',
    patterns: [/^\d{16}$/, /^\d{12}$/],
  }),
  idType({
    code: 'ph_umid',
    label: { en: 'UMID card', fil: 'UMID' },
    example: '0111-2345678-9',
    patterns: [/^\d{12}$/],
  }),
  idType({
    code: 'ph_drivers_licence',
    label: { en: "Driver's licence", fil: 'Lisensya sa pagmamaneho' },
    example: 'N01-23-456789',
    patterns: [/^[A-Z]\d{10}$/],
  }),
  idType({
    code: 'ph_passport',
    label: { en: 'Philippine passport', fil: 'Pasaporte ng Pilipinas' },
    example: 'P1234567A',
    patterns: [/^[A-Z]\d{7}[A-Z]$/],
  }),
  idType({
    code: 'ph_sss',
    label: { en: 'SSS ID', fil: 'SSS ID' },
    example: '34-5678901-2',
    patterns: [/^\d{10}$/],
  }),
  idType({
    code: 'ph_tin',
    label: { en: 'TIN ID', fil: 'TIN ID' },
    example: '123-456-789-000',
    patterns: [/^\d{9}$/, /^\d{12}$/],
  }),
]
