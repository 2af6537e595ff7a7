import type { LibraryResponse } from '@studyhub/contracts';

export type ChattableDocument = Pick<LibraryResponse['documents'][number], 'id' | 'title' | 'page_count' | 'relation'>;

/**
 * The student's own uploads (approved or not) and purchases that have been processed, each once:
 * what a chat can open.
 */
export function chattableDocumentsOf(documents: LibraryResponse['documents']): ChattableDocument[] {
  const seen = new Set<string>();
  return documents
    .filter((document) => document.relation !== 'none' && document.page_count !== null)
    .filter((document) => !seen.has(document.id) && Boolean(seen.add(document.id)))
    .map(({ id, title, page_count, relation }) => ({ id, title, page_count, relation }));
}
