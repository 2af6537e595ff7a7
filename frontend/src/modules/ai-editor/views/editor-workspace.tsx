'use client';

import { defaultEditorTitle, type Paper } from '@studyhub/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { fetchPaper } from '@/modules/ai-writer/api/papers-api';
import {
  RichTextEditor,
  usePaperEditor,
  useWordCount,
  type PaperEditorHandle,
} from '@/modules/ai-writer/components/rich-text-editor';
import { LeaveConfirmDialog } from '@/modules/ai-writer/components/leave-confirm-dialog';
import { SidePanelTabs } from '@/modules/ai-writer/components/side-panel-tabs';
import { VersionsPanel } from '@/modules/ai-writer/components/versions-panel';
import { WorkspaceHeader } from '@/modules/ai-writer/components/workspace-header';
import { toExportDocument } from '@/modules/ai-writer/export/document-model';
import { useLeaveGuard, useSaveShortcut } from '@/modules/ai-writer/hooks/use-leave-guard';
import { usePaperDocument } from '@/modules/ai-writer/hooks/use-paper-document';
import { paperHtmlToText } from '@/modules/ai-writer/paper-text';
import { useToast } from '@/modules/toast/components/toast-provider';
import type { PlacedIssue } from '../check-decorations';
import { ActionsPanel } from '../components/actions-panel';
import { ChecksPanel } from '../components/checks-panel';
import { IssueCard } from '../components/issue-card';
import { EDITOR_LIST_PATH } from '../editor-paths';
import { useEditorAction } from '../hooks/use-editor-action';
import { useCheckExtension, useEditorChecks } from '../hooks/use-editor-checks';

const TABS = [
  { id: 'checks', label: 'Checks' },
  { id: 'ai', label: 'AI actions' },
  { id: 'history', label: 'History' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export const EDITOR_PLACEHOLDER = 'Type or paste your text: spelling, grammar and style are checked as you write.';

const wordsLabel = (words: number) => (words === 1 ? '1 word' : `${words.toLocaleString('en-US')} words`);

/**
 * An open editor document: the writer's editor, saving and versions, with the offline checks
 * underlined in the text and listed in the side panel, and the paid AI actions.
 */
export function EditorWorkspace({ initialPaper }: { initialPaper: Paper }) {
  const { showToast } = useToast();
  const handleRef = useRef<PaperEditorHandle | null>(null);
  const draft = usePaperDocument(initialPaper, handleRef);
  const { extension, onIssueClick } = useCheckExtension();
  const options = useMemo(() => ({ extensions: [extension], placeholder: EDITOR_PLACEHOLDER }), [extension]);
  const { editor, handle } = usePaperEditor(initialPaper.content, draft.markChanged, options);
  handleRef.current = handle;
  const words = useWordCount(editor);
  const checks = useEditorChecks(editor, onIssueClick);
  const action = useEditorAction(editor);
  const [tab, setTab] = useState<TabId>('checks');
  const [isReloading, setIsReloading] = useState(false);

  useSaveShortcut(draft.saveNow);
  const leaveGuard = useLeaveGuard(draft.hasUnsavedChanges);

  const reload = async () => {
    setIsReloading(true);
    const result = await fetchPaper(initialPaper.id);
    setIsReloading(false);
    if (!result.ok) return showToast({ title: 'Failed to load paper', variant: 'error' });
    draft.replaceWithStored(result.data);
    showToast({ title: 'Latest version loaded', variant: 'success' });
  };

  // The server gives an empty title the same default when it saves (spec section 5).
  const titlePlaceholder = defaultEditorTitle(checks.checkedText);

  const buildExport = useCallback(() => {
    if (!handle) return null;
    return toExportDocument({
      title: draft.title.trim() || titlePlaceholder,
      doc: handle.getDocument(),
      citationStyle: draft.settings.citation_style,
      bibliography: [],
    });
  }, [handle, draft.title, titlePlaceholder, draft.settings.citation_style]);

  const currentText = useCallback(() => paperHtmlToText(handle?.getHtml() ?? ''), [handle]);

  const showIssue = (placed: PlacedIssue) => {
    if (!editor) return;
    editor.chain().focus().setTextSelection(placed.from).scrollIntoView().run();
    checks.open(placed);
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <WorkspaceHeader
        back={{ href: EDITOR_LIST_PATH, label: 'All documents' }}
        itemName="document"
        title={draft.title}
        titlePlaceholder={titlePlaceholder}
        onTitleChange={draft.setTitle}
        status={draft.status}
        onSave={draft.saveNow}
        buildExport={buildExport}
        problem={draft.problem}
        isReloading={isReloading}
        onReload={() => void reload()}
      />

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0">
          <RichTextEditor editor={editor} />
          <p className="mt-2 text-sm text-muted" data-testid="word-count">
            {wordsLabel(words)} · version {draft.paper.version}
          </p>
        </div>
        <aside aria-label="Editor tools" className="min-w-0">
          <SidePanelTabs tabs={TABS} active={tab} onSelect={setTab}>
            {tab === 'checks' ? (
              <ChecksPanel checks={checks} onShow={showIssue} />
            ) : tab === 'ai' ? (
              <ActionsPanel editor={editor} control={action} />
            ) : (
              <VersionsPanel
                paperId={initialPaper.id}
                latestVersion={draft.paper.version}
                currentText={currentText}
                hasUnsavedChanges={draft.hasUnsavedChanges}
                onRestored={draft.replaceWithStored}
              />
            )}
          </SidePanelTabs>
        </aside>
      </div>
      {checks.active ? (
        <IssueCard
          active={checks.active}
          onClose={checks.close}
          onFix={checks.applyFix}
          onIgnore={checks.ignore}
          onAddToDictionary={checks.addToDictionary}
        />
      ) : null}
      <LeaveConfirmDialog guard={leaveGuard} />
    </div>
  );
}
