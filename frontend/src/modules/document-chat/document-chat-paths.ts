/** Document chat's addresses (product spec section 2). */
export const DOCUMENT_CHAT_LANDING_PATH = '/document-chat';
export const DOCUMENT_CHAT_DASHBOARD_PATH = '/dashboard/document-chat';
export const DOCUMENT_CHAT_UPLOAD_PATH = '/dashboard/document-chat/upload';

export function chatSessionPath(id: string): string {
  return `${DOCUMENT_CHAT_DASHBOARD_PATH}/${encodeURIComponent(id)}`;
}

export function chatListPath(page: number): string {
  return page > 1 ? `${DOCUMENT_CHAT_DASHBOARD_PATH}?page=${page}` : DOCUMENT_CHAT_DASHBOARD_PATH;
}

/** The longest highlight carried in an address: enough to find the passage on its page. */
export const HIGHLIGHT_MAX_LENGTH = 300;

/**
 * The owned-document reader at a page with a passage highlighted: where a citation of a catalog
 * document leads (`?page=N&highlight=...`, read by the reader).
 */
export function citedDocumentPath(documentId: string, page: number, text: string): string {
  const params = new URLSearchParams({ page: String(page), highlight: text.slice(0, HIGHLIGHT_MAX_LENGTH) });
  return `/dashboard/documents/${encodeURIComponent(documentId)}?${params.toString()}`;
}
