import { REPORT_STATUS_LABELS, type ReportStatus } from '@studyhub/contracts';
import { StatusBadge, type BadgeTone } from '../../tables/components/status-badge';

const STATUS_TONES: Record<ReportStatus, BadgeTone> = {
  open: 'warning',
  in_review: 'info',
  resolved: 'success',
  dismissed: 'neutral',
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <StatusBadge tone={STATUS_TONES[status]}>{REPORT_STATUS_LABELS[status]}</StatusBadge>;
}

/** The document as content last heard of it from catalog. */
export function DocumentStateNote({ status }: { status: string | null }) {
  if (status === 'deleted') return <span className="block text-xs font-medium text-danger">Taken down</span>;
  if (status && status !== 'approved') return <span className="block text-xs text-muted">Not listed ({status})</span>;
  return null;
}
