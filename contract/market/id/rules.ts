import type { MarketRules } from '../../market-rules'

/**
 * OJK's caps for consumptive funding through an LPBBTI platform (docs/indonesia.md, sources in
 * docs/data-sources.md "Indonesia: cost caps"). SEOJK 19/SEOJK.06/2023 capped the economic benefit
 * (interest, admin and platform fees and every other cost but late fees, stamp duty and tax) at
 * 0.3% of the amount in the agreement a calendar day from 1 January 2024, stepping to 0.2% in 2025
 * and 0.1% in 2026. OJK revised that path before it was reached: from 1 January 2025, 0.3% for a
 * tenor under six months and 0.2% from six months on, the caps still in force on 2026-12-08 as far
 * as the public sources show. All economic benefit with late fees stays within 100% of the principal.
 */
export const ID_RULES: MarketRules = {
  maxChargesPercentOfPrincipal: 100,
  maxDailyPercentSteps: [
    { from: '2024-01-01', percent: 0.3 },
    { from: '2025-01-01', percent: 0.3 },
    { from: '2025-01-01', percent: 0.2, fromTermMonths: 6 },
  ],
}
