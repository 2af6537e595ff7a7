import type {
  AdminPageVersion,
  HelpFaqEntry,
  HelpFaqInput,
  InboxItem,
  InboxKind,
  InboxUpdate,
  LegalPageSlug,
  PageVersionInput,
} from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';

const versionsPath = (slug: LegalPageSlug) => `/admin/pages/legal/${encodeURIComponent(slug)}/versions`;

/** POST a new version (a draft, or published at `publish_at`), or PUT over the draft `version`. */
export function savePageVersion(
  slug: LegalPageSlug,
  draftVersion: number | null,
  input: PageVersionInput,
): Promise<ApiResult<AdminPageVersion>> {
  return draftVersion === null
    ? apiRequest<AdminPageVersion>(versionsPath(slug), { method: 'POST', body: input })
    : apiRequest<AdminPageVersion>(`${versionsPath(slug)}/${draftVersion}`, { method: 'PUT', body: input });
}

/** Publishes a draft (or moves a scheduled one) now, or at `publishAt`. */
export function publishPageVersion(
  slug: LegalPageSlug,
  version: number,
  publishAt: string | null,
): Promise<ApiResult<AdminPageVersion>> {
  return apiRequest<AdminPageVersion>(`${versionsPath(slug)}/${version}/publish`, {
    method: 'POST',
    body: publishAt ? { publish_at: publishAt } : {},
  });
}

/** Takes a scheduled version back to a draft. */
export function unschedulePageVersion(slug: LegalPageSlug, version: number): Promise<ApiResult<AdminPageVersion>> {
  return apiRequest<AdminPageVersion>(`${versionsPath(slug)}/${version}/unschedule`, { method: 'POST', body: {} });
}

/** Copies an old version into a new draft. */
export function restorePageVersion(slug: LegalPageSlug, version: number): Promise<ApiResult<AdminPageVersion>> {
  return apiRequest<AdminPageVersion>(`${versionsPath(slug)}/${version}/restore`, { method: 'POST', body: {} });
}

export function saveHelpFaq(id: string | null, input: HelpFaqInput): Promise<ApiResult<HelpFaqEntry>> {
  return id
    ? apiRequest<HelpFaqEntry>(`/admin/pages/help/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : apiRequest<HelpFaqEntry>('/admin/pages/help', { method: 'POST', body: input });
}

export function deleteHelpFaq(id: string): Promise<ApiResult<{ id: string }>> {
  return apiRequest<{ id: string }>(`/admin/pages/help/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function reorderHelpFaq(ids: readonly string[]): Promise<ApiResult<HelpFaqEntry[]>> {
  return apiRequest<HelpFaqEntry[]>('/admin/pages/help/order', { method: 'PUT', body: { ids } });
}

export function updateInboxItem(kind: InboxKind, id: string, update: InboxUpdate): Promise<ApiResult<InboxItem>> {
  return apiRequest<InboxItem>(`/admin/pages/inbox/${kind}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: update,
  });
}
