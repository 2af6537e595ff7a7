import { DOCUMENT_STATUS_IDS, type DocumentStatus } from '@studyhub/contracts';

/**
 * Where a document may go from each status. Admins decide on PENDING documents and take down
 * approved ones; a seller resubmits a soft-rejected document or deletes their own.
 */
const ALLOWED: Record<DocumentStatus, readonly DocumentStatus[]> = {
  PENDING: ['APPROVED', 'REJECTED', 'SOFT_REJECT', 'DELETED'],
  SOFT_REJECT: ['PENDING', 'DELETED'],
  APPROVED: ['DELETED'],
  REJECTED: ['DELETED'],
  DELETED: [],
};

export function canMove(from: DocumentStatus, to: DocumentStatus): boolean {
  return ALLOWED[from].includes(to);
}

export function statusIdOf(status: DocumentStatus): number {
  return DOCUMENT_STATUS_IDS[status];
}
