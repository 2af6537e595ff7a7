'use client';

import type { Paper } from '@studyhub/contracts';
import { useCallback, useRef, useState } from 'react';
import { useToast } from '@/modules/toast/components/toast-provider';
import { fetchPaper } from '../api/papers-api';
import { GenerationPanel } from '../components/generation-panel';
import { LeaveConfirmDialog } from '../components/leave-confirm-dialog';
import { OutlinePanel } from '../components/outline-panel';
import {
  RichTextEditor,
  useOutline,
  usePaperEditor,
  useWordCount,
  type PaperEditorHandle,
} from '../components/rich-text-editor';
import { SettingsPanel } from '../components/settings-panel';
import { SidePanelTabs } from '../components/side-panel-tabs';
import { SourcesPanel } from '../components/sources-panel';
import { VersionsPanel } from '../components/versions-panel';
import { WorkspaceHeader } from '../components/workspace-header';
import { toExportDocument } from '../export/document-model';
import { useLeaveGuard, useSaveShortcut } from '../hooks/use-leave-guard';
import { usePaperDocument } from '../hooks/use-paper-document';
import { usePaperSources } from '../hooks/use-paper-sources';
import { paperFormValues } from '../paper-form';
import { paperHtmlToText } from '../paper-text';
import { WRITER_LIST_PATH } from '../writer-paths';

const TABS = [
  { id: 'write', label: 'Write' },
  { id: 'outline', label: 'Outline' },
  { id: 'settings', label: 'Settings' },
  { id: 'sources', label: 'Sources' },
  { id: 'history', label: 'History' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const wordsLabel = (words: number) => (words === 1 ? '1 word' : `${words.toLocaleString('en-US')} words`);

/**
 * An open paper: title, rich-text editor with its word count and save state, and the side panel
 * (AI writing, outline, settings, sources, history). Saves follow spec section 4 through
 * `usePaperDocument`; leaving with unsaved changes asks first.
 */
export function PaperWorkspace({ initialPaper }: { initialPaper: Paper }) {
  const { showToast } = useToast();
  const handleRef = useRef<PaperEditorHandle | null>(null);
  const draft = usePaperDocument(initialPaper, handleRef);
  const { editor, handle } = usePaperEditor(initialPaper.content, draft.markChanged);
  handleRef.current = handle;
  const words = useWordCount(editor);
  const outline = useOutline(editor);
  const sources = usePaperSources(initialPaper.id, draft.paper.citation_style);
  const [tab, setTab] = useState<TabId>('write');
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

  const buildExport = useCallback(() => {
    if (!handle) return null;
    return toExportDocument({
      title: draft.title || draft.paper.title,
      doc: handle.getDocument(),
      citationStyle: draft.settings.citation_style,
      bibliography: sources.bibliography,
    });
  }, [handle, draft.title, draft.paper.title, draft.settings.citation_style, sources.bibliography]);

  // The same text extraction as the stored versions', so the diff shows only real changes.
  const currentText = useCallback(() => paperHtmlToText(handle?.getHtml() ?? ''), [handle]);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <WorkspaceHeader
        back={{ href: WRITER_LIST_PATH, label: 'All papers' }}
        itemName="paper"
        title={draft.title}
        titlePlaceholder={'Untitled paper'}
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
            {wordsLabel(words)}
            {draft.settings.word_count > 0 ? ` of ${wordsLabel(draft.settings.word_count)}` : ''} · version{' '}
            {draft.paper.version}
          </p>
        </div>
        <aside aria-label="Paper tools" className="min-w-0">
          <SidePanelTabs tabs={TABS} active={tab} onSelect={setTab}>
            {tab === 'write' ? (
              <GenerationPanel paperId={initialPaper.id} targetWords={draft.settings.word_count} editor={handle} />
            ) : tab === 'outline' ? (
              <OutlinePanel entries={outline} onSelect={(index) => handle?.focusHeading(index)} />
            ) : tab === 'settings' ? (
              <SettingsPanel
                initialValues={paperFormValues({ ...draft.paper, ...draft.settings })}
                keptFiles={draft.settings.sources.references.files}
                onChange={draft.setSettings}
              />
            ) : tab === 'sources' ? (
              <SourcesPanel paperId={initialPaper.id} state={sources.state} onChanged={sources.reload} />
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
      <LeaveConfirmDialog guard={leaveGuard} />
    </div>
  );
}
