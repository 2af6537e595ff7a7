import type { ReportStatus } from '@studyhub/contracts';

/**
 * The queue's workflow: a report is open until an admin takes it (in review), may be released
 * back to open, and is closed once resolved (taken down) or dismissed. Closed reports stay closed.
 */
const ALLOWED: Record<ReportStatus, readonly ReportStatus[]> = {
  open: ['in_review', 'resolved', 'dismissed'],
  in_review: ['open', 'resolved', 'dismissed'],
  resolved: [],
  dismissed: [],
};

export function canMoveReport(from: ReportStatus, to: ReportStatus): boolean {
  return ALLOWED[from].includes(to);
}

export function isReportClosed(status: ReportStatus): boolean {
  return ALLOWED[status].length === 0;
}

/** Assigning someone starts the review; releasing it puts the report back in the open queue. */
export function statusAfterAssignment(current: ReportStatus, assigneeId: string | null): ReportStatus {
  if (isReportClosed(current)) return current;
  return assigneeId ? 'in_review' : 'open';
}
