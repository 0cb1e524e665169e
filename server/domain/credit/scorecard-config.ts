import { DEFAULT_SCORECARD } from '../../../contract/credit/default-scorecard'
import { type ScorecardConfig, scorecardConfigSchema } from '../../../contract/credit/scorecard'

/**
 * The company's SCORECARD config; the default table while it has none. A stored value that no
 * longer reads (a schema change) also falls back, so a decision is never left without a table.
 */
export function scorecardOf(configs: Record<string, unknown>): ScorecardConfig {
  if (configs.SCORECARD === undefined) return DEFAULT_SCORECARD
  const parsed = scorecardConfigSchema.safeParse(configs.SCORECARD)
  return parsed.success ? parsed.data : DEFAULT_SCORECARD
}
