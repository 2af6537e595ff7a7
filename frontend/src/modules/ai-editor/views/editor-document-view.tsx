'use client';

import { PaperView } from '@/modules/ai-writer/views/paper-view';
import { EDITOR_LIST_PATH } from '../editor-paths';
import { EditorWorkspace } from './editor-workspace';

const renderWorkspace = (paper: Parameters<typeof EditorWorkspace>[0]['initialPaper']) => (
  <EditorWorkspace initialPaper={paper} />
);

/** /dashboard/xyeditor/paper/{paperId}: the writer's loader ('Paper not found', 'Failed to load paper'), then the editor. */
export function EditorDocumentView({ paperId }: { paperId: string }) {
  return <PaperView paperId={paperId} listPath={EDITOR_LIST_PATH} renderWorkspace={renderWorkspace} />;
}
