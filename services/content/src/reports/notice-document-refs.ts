const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
// A document page (`/documents/<slug or id>`) or the owner's reader (`/dashboard/documents/<slug>`).
const DOCUMENT_PATH = /\/documents\/([a-z0-9][a-z0-9-]*)/gi;

/** The documents a takedown notice names: ids and slugs found in its URLs and texts. */
export interface NoticeDocumentRefs {
  ids: string[];
  slugs: string[];
}

/**
 * Reads document references out of what the sender wrote: links to document pages (any host, since
 * senders paste links from mirrors and previews too) and bare ids. Duplicates are dropped.
 */
export function noticeDocumentRefs(texts: readonly string[]): NoticeDocumentRefs {
  const ids = new Set<string>();
  const slugs = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(DOCUMENT_PATH)) {
      const key = match[1]!.toLowerCase();
      if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key)) ids.add(key);
      else slugs.add(key);
    }
    for (const match of text.matchAll(UUID)) ids.add(match[0].toLowerCase());
  }
  return { ids: [...ids], slugs: [...slugs] };
}
