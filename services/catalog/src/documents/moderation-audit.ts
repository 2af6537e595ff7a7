import type { DocumentStatus } from '@studyhub/contracts';
import type { AdminWrite } from '@studyhub/platform';

export interface ModeratedDocument {
  id: string;
  slug: string;
  title: string;
  user_id: string;
  points_price: number;
  status: DocumentStatus;
  moderation_reason: string | null;
}

const ACTIONS: Partial<Record<DocumentStatus, { action: string; verb: string }>> = {
  APPROVED: { action: 'document.approved', verb: 'Approved' },
  REJECTED: { action: 'document.rejected', verb: 'Rejected' },
  SOFT_REJECT: { action: 'document.changes-requested', verb: 'Asked for changes to' },
  DELETED: { action: 'document.deleted', verb: 'Deleted' },
  PENDING: { action: 'document.returned-to-review', verb: 'Returned to review' },
};

/** The audit trail's record of an admin moving a document from one status to another. */
export function moderationWrite(before: ModeratedDocument, to: DocumentStatus, reason: string): AdminWrite {
  const { action, verb } = ACTIONS[to] ?? { action: 'document.status-changed', verb: 'Changed the status of' };
  const why = reason.trim() ? `: ${reason.trim()}` : '';
  return {
    action,
    targetType: 'document',
    targetId: before.id,
    summary: `${verb} “${before.title}”${why}`,
    before,
    after: { ...before, status: to, moderation_reason: reason || null },
  };
}
