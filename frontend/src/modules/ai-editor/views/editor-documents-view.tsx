'use client';

import { PapersView, type PaperListKind } from '@/modules/ai-writer/views/papers-view';
import { editorDocumentPath, EDITOR_LIST_PATH, NEW_EDITOR_DOCUMENT_PATH } from '../editor-paths';

const EDITOR_LIST: PaperListKind = {
  origin: 'editor',
  heading: 'Editor',
  intro: 'Your editor documents, most recently changed first.',
  listPath: EDITOR_LIST_PATH,
  newPath: NEW_EDITOR_DOCUMENT_PATH,
  newLabel: 'New document',
  noun: { one: 'document', many: 'documents' },
  emptyDescription: 'Start a document and the editor checks it as you write and keeps every version here.',
  pathOf: editorDocumentPath,
};

/** /dashboard/xyeditor: the student's editor documents, through the writer's list. */
export function EditorDocumentsView({ page, q }: { page: number; q: string }) {
  return <PapersView page={page} q={q} kind={EDITOR_LIST} />;
}
