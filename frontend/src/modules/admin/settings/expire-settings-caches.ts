'use server';

import { updateTag } from 'next/cache';
import { fetchServerUser } from '@/modules/auth/server/server-session';
import { isActiveAdmin } from '@/modules/auth/session-user';
import { AI_TOOLS_OFFER_TAG } from '@/modules/ai-tools/offer/ai-tools-offer';

/**
 * After an admin saves a group that public pages show (the AI prices and switches), those pages
 * read it fresh on their next visit instead of up to their cache time later. Only an active
 * admin's session may expire the cache.
 */
export async function expireSettingsCaches(group: string): Promise<void> {
  if (group !== 'ai-prices' && group !== 'ai-tools') return;
  const result = await fetchServerUser();
  if (result.kind !== 'signed-in' || !isActiveAdmin(result.user)) return;
  updateTag(AI_TOOLS_OFFER_TAG);
}
