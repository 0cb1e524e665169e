import type { Localized } from '../types'

// Lending and financing companies are licensed by the SEC. Filipino writing keeps the agency's
// English name (its Filipino rendering is not one we could confirm), saying whose it is.
export const PH_REGULATORS: readonly Localized[] = [{ en: 'Securities and Exchange Commission', fil: 'Securities and Exchange Commission (SEC) ng Pilipinas' }]
