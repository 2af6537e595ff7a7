'use client';

import { defaultEditorTitle, PAPER_AUTOSAVE_DELAY_MS } from '@studyhub/contracts';
import { ArrowLeft, Save } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPaper } from '@/modules/ai-writer/api/papers-api';
import { createAutosaveScheduler } from '@/modules/ai-writer/autosave-scheduler';
import { LeaveConfirmDialog } from '@/modules/ai-writer/components/leave-confirm-dialog';
import { RichTextEditor, usePaperEditor } from '@/modules/ai-writer/components/rich-text-editor';
import { SidePanelTabs } from '@/modules/ai-writer/components/side-panel-tabs';
import { useLeaveGuard, useSaveShortcut } from '@/modules/ai-writer/hooks/use-leave-guard';
import { CREATE_FAILED } from '@/modules/ai-writer/views/new-paper-view';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { failureMessage } from '@/modules/http/api-result';
import { ChecksPanel } from '../components/checks-panel';
import { IssueCard } from '../components/issue-card';
import { editorDocumentPath, EDITOR_LIST_PATH } from '../editor-paths';
import { useCheckExtension, useEditorChecks } from '../hooks/use-editor-checks';
import { EDITOR_PLACEHOLDER } from './editor-workspace';

const TABS = [
  { id: 'checks', label: 'Checks' },
  { id: 'ai', label: 'AI actions' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * /dashboard/xyeditor/paper: a new editor document. Nothing is stored until the first save (the
 * Save button, Ctrl/Cmd+S or the 20 s autosave), which creates the document and replaces this
 * address with its own (spec section 4).
 */
export function NewEditorDocumentView() {
  const router = useRouter();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isCreating = useRef(false);
  const isCreated = useRef(false);
  const titleRef = useRef(title);
  titleRef.current = title;

  const saveRef = useRef<() => Promise<void>>(() => Promise.resolve());
  const scheduler = useMemo(() => createAutosaveScheduler(() => void saveRef.current(), PAPER_AUTOSAVE_DELAY_MS), []);
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  const { extension, onIssueClick } = useCheckExtension();
  const options = useMemo(() => ({ extensions: [extension], placeholder: EDITOR_PLACEHOLDER }), [extension]);
  const markChanged = useCallback(() => scheduler.markChanged(), [scheduler]);
  const { editor, handle } = usePaperEditor('', markChanged, options);
  const checks = useEditorChecks(editor, onIssueClick);
  const [tab, setTab] = useState<TabId>('checks');

  saveRef.current = async () => {
    if (!handle || isCreating.current || isCreated.current) return;
    if (handle.isEmpty() && titleRef.current.trim() === '') return;
    isCreating.current = true;
    setError(null);
    const result = await createPaper(
      { title: titleRef.current.trim(), content: handle.isEmpty() ? '' : handle.getHtml() },
      'editor',
    );
    isCreating.current = false;
    // 401 carries the spec's 'You must be logged in to save papers'.
    if (!result.ok)
      return setError(result.status === 401 ? result.error.message : failureMessage(result, CREATE_FAILED));
    isCreated.current = true;
    router.replace(editorDocumentPath(result.data.id));
  };

  const saveNow = useCallback(() => scheduler.flush(), [scheduler]);
  useSaveShortcut(saveNow);
  const leaveGuard = useLeaveGuard(
    useCallback(() => !isCreated.current && (scheduler.isPending || isCreating.current), [scheduler]),
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <Link href={EDITOR_LIST_PATH} className="link inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All documents
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1">
          <label htmlFor="paper-title" className="sr-only">
            Title
          </label>
          <input
            id="paper-title"
            value={title}
            maxLength={200}
            placeholder={defaultEditorTitle(checks.checkedText)}
            onChange={(event) => {
              setTitle(event.target.value);
              scheduler.markChanged();
            }}
            className="w-full rounded-lg border border-transparent bg-transparent px-2 py-1 text-2xl font-bold tracking-tight text-ink hover:border-line focus:border-brand-600 focus:outline-none sm:text-3xl"
          />
        </div>
        <button type="button" className="btn-primary min-h-9 px-3 py-1.5" onClick={saveNow}>
          <Save aria-hidden="true" className="size-4" />
          Save
        </button>
      </div>
      {error ? (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0">
          <RichTextEditor editor={editor} />
          <p className="mt-2 text-sm text-muted">Not saved yet: the document is created when you first save it.</p>
        </div>
        <aside aria-label="Editor tools" className="min-w-0">
          <SidePanelTabs tabs={TABS} active={tab} onSelect={setTab}>
            {tab === 'checks' ? (
              <ChecksPanel checks={checks} onShow={(placed) => checks.open(placed)} />
            ) : (
              // A paid answer must not be lost to the first save's change of address, so the
              // actions open once the document exists.
              <div className="grid gap-3 text-sm text-muted">
                <p>The AI actions open once the document is saved.</p>
                <button type="button" className="btn-primary min-h-9 px-3 py-1.5" onClick={saveNow}>
                  <Save aria-hidden="true" className="size-4" />
                  Save and use the AI actions
                </button>
              </div>
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
