import type { DtiBand } from '@nairalens/core/contract.ts';

export type RiskBand = 'low' | 'medium' | 'high';

/**
 * A lender's quick read of a client's latest analysis: low when the health score is 7 or more and the DTI is
 * Excellent or Good; high when the score is under 4 or the DTI is Danger; medium otherwise (see docs/WORKSPACE.md).
 */
export function riskBand(healthScore: number, dtiBand: DtiBand): RiskBand {
  if (healthScore < 4 || dtiBand === 'danger') return 'high';
  if (healthScore >= 7 && (dtiBand === 'excellent' || dtiBand === 'good')) return 'low';
  return 'medium';
}
