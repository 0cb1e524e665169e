// The scorecard a lender starts with until it sets its own (or fits one from its book). Its
// points are a judgement, not a fit: they order applicants the way the decision rules already
// lean (room in the budget, bureau conduct), and the reference shares are a guess to be replaced
// once the lender has three months of its own applications (docs/scorecard.md).
import type { ScorecardConfig, ScoreTable } from './scorecard'

export const DEFAULT_SCORE_TABLE: ScoreTable = {
  version: 'default-2026-11',
  baseScore: 200,
  attributes: [
    { attribute: 'age', missing: 30, bins: [{ below: 25, points: 40 }, { below: 30, points: 55 }, { below: 45, points: 70 }, { below: null, points: 60 }] },
    {
      attribute: 'payment_to_spare',
      missing: 0,
      bins: [{ below: 20, points: 110 }, { below: 40, points: 90 }, { below: 60, points: 70 }, { below: 84, points: 45 }, { below: null, points: 0 }],
    },
    {
      attribute: 'amount_to_income',
      missing: 0,
      bins: [{ below: 100, points: 80 }, { below: 200, points: 65 }, { below: 400, points: 45 }, { below: 800, points: 25 }, { below: null, points: 10 }],
    },
    { attribute: 'bureau_open_loans', missing: 45, bins: [{ below: 1, points: 70 }, { below: 2, points: 60 }, { below: 3, points: 40 }, { below: null, points: 15 }] },
    {
      attribute: 'bureau_worst_delinquency',
      missing: 60,
      bins: [{ below: 1, points: 100 }, { below: 31, points: 70 }, { below: 61, points: 30 }, { below: 91, points: 10 }, { below: null, points: -80 }],
    },
    { attribute: 'bureau_past_due', missing: 40, bins: [{ below: 1, points: 60 }, { below: 50, points: 30 }, { below: null, points: -40 }] },
    { attribute: 'bureau_inquiries', missing: 35, bins: [{ below: 2, points: 50 }, { below: 4, points: 40 }, { below: 7, points: 20 }, { below: null, points: 5 }] },
    { attribute: 'repaid_loans', missing: 20, bins: [{ below: 1, points: 20 }, { below: 2, points: 40 }, { below: 4, points: 55 }, { below: null, points: 60 }] },
  ],
  bands: [
    { band: 'A', minScore: 700, outcome: 'approve', maxAmount: null, referenceShare: 0.45 },
    { band: 'B', minScore: 580, outcome: 'approve', maxAmount: null, referenceShare: 0.35 },
    { band: 'C', minScore: 500, outcome: 'review', maxAmount: null, referenceShare: 0.12 },
    { band: 'D', minScore: 0, outcome: 'refuse', maxAmount: null, referenceShare: 0.08 },
  ],
}

export const DEFAULT_SCORECARD: ScorecardConfig = { champion: DEFAULT_SCORE_TABLE, challenger: null, challengerShare: 0 }
