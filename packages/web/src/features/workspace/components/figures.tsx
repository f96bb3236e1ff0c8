import { Badge } from '@/components/ui/badge.tsx';
import type { DtiBand, FileStatus, RiskBand } from '../api/types.ts';

const RISK_LABEL: Record<RiskBand, string> = { low: 'Low risk', medium: 'Medium risk', high: 'High risk' };
const RISK_VARIANT: Record<RiskBand, 'default' | 'secondary' | 'destructive'> = {
  low: 'default',
  medium: 'secondary',
  high: 'destructive',
};
export const DTI_LABEL: Record<DtiBand, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  caution: 'Caution',
  danger: 'Danger',
};

export function RiskBadge({ band }: { band: RiskBand }) {
  return <Badge variant={RISK_VARIANT[band]}>{RISK_LABEL[band]}</Badge>;
}

// A statement waiting for a worker is shown as processing: to the analyst both mean "not ready yet".
const FILE_LABEL: Record<FileStatus, string> = {
  pending: 'Processing',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};
const FILE_VARIANT: Record<FileStatus, 'default' | 'secondary' | 'destructive'> = {
  pending: 'secondary',
  processing: 'secondary',
  completed: 'default',
  failed: 'destructive',
};

export function FileStatusBadge({ status, stage }: { status: FileStatus; stage?: string | null }) {
  return (
    <Badge variant={FILE_VARIANT[status]} data-status={status}>
      {FILE_LABEL[status]}
      {status === 'processing' && stage ? ` · ${stage}` : ''}
    </Badge>
  );
}
