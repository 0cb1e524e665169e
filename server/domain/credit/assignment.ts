import { createHash } from 'node:crypto'
import type { ScorecardConfig } from '../../../contract/credit/scorecard'

export type TableRole = 'champion' | 'challenger'

/**
 * Which table decides an application: the challenger for `challengerShare` of them, chosen by a
 * hash of the application's id and the challenger's version, so a retried decision picks the
 * same table and a new challenger draws a fresh sample.
 */
export function assignedRole(config: ScorecardConfig, orderId: number): TableRole {
  if (config.challenger === null || config.challengerShare <= 0) return 'champion'
  const digest = createHash('sha256').update(`${orderId}:${config.challenger.version}`).digest()
  return digest.readUInt32BE(0) / 2 ** 32 < config.challengerShare ? 'challenger' : 'champion'
}
