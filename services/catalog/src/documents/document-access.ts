import { DOCUMENT_STATUS_IDS } from '@studyhub/contracts';
import { isActiveAdmin, type Principal } from '@studyhub/platform';

/** Approved documents are public; the seller and active admins also see the others. */
export function canSeeDocument(
  document: { status_id: number; user_id: string },
  principal: Principal | undefined,
): boolean {
  if (document.status_id === DOCUMENT_STATUS_IDS.APPROVED) return true;
  if (!principal) return false;
  return principal.userId === document.user_id || isActiveAdmin(principal);
}
