/** The editor/checker's routes (spec section 2); /xyeditor redirects to the landing. */
export const EDITOR_LANDING_PATH = '/xy-editor';
export const EDITOR_LIST_PATH = '/dashboard/xyeditor';
export const NEW_EDITOR_DOCUMENT_PATH = '/dashboard/xyeditor/paper';

export function editorDocumentPath(paperId: string): string {
  return `${NEW_EDITOR_DOCUMENT_PATH}/${encodeURIComponent(paperId)}`;
}
