'use server';

import { updateTag } from 'next/cache';
import { fetchServerUser } from '@/modules/auth/server/server-session';
import { isActiveAdmin } from '@/modules/auth/session-user';
import { MANAGED_PAGES_TAG } from '@/modules/legal/legal-page-document';

/**
 * After an admin publishes, the public legal and help pages are read fresh on their next visit
 * instead of up to a minute later. Only an active admin's session may expire the cache.
 */
export async function expireManagedPages(): Promise<void> {
  const result = await fetchServerUser();
  if (result.kind !== 'signed-in' || !isActiveAdmin(result.user)) return;
  updateTag(MANAGED_PAGES_TAG);
}
