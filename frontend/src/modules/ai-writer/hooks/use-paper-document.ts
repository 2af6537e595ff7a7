'use client';

import { PAPER_AUTOSAVE_DELAY_MS, type Paper } from '@studyhub/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { savePaper } from '../api/papers-api';
import { createAutosaveScheduler } from '../autosave-scheduler';
import type { PaperEditorHandle } from '../components/rich-text-editor';
import type { PaperSettingsRequest } from '../paper-form';

/** Spec section 8, Papers row. */
export const SAVE_FAILED = 'Failed to save changes';

export type SaveStatus = 'saved' | 'saving' | 'unsaved' | 'error';

export const SAVE_STATUS_LABELS: Record<SaveStatus, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  unsaved: 'Unsaved changes',
  error: SAVE_FAILED,
};

export interface SaveProblem {
  message: string;
  /** Another window saved first (409): only reloading the paper can resolve it. */
  isConflict: boolean;
}

export function settingsOf(paper: Paper): PaperSettingsRequest {
  return {
    paper_type: paper.paper_type,
    word_count: paper.word_count,
    level: paper.level,
    citation_style: paper.citation_style,
    sources: paper.sources,
    instructions: paper.instructions,
  };
}

/**
 * An open paper: the stored paper, the title and settings being edited, and saving (spec section
 * 4): every change restarts the 20 s autosave; Ctrl/Cmd+S and the Save button save at once. Each
 * save names the version it started from, so a save from a stale window is refused (409) rather
 * than overwriting. Changes made while a save is on its way are saved right after it.
 */
export function usePaperDocument(initialPaper: Paper, editorRef: { current: PaperEditorHandle | null }) {
  const [paper, setPaper] = useState(initialPaper);
  const [title, setTitleState] = useState(initialPaper.title);
  const [settings, setSettingsState] = useState(() => settingsOf(initialPaper));
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  const paperRef = useRef(initialPaper);
  const draftRef = useRef({ title: initialPaper.title, settings: settingsOf(initialPaper) });
  const revision = useRef(0);
  const savedRevision = useRef(0);
  const isSaving = useRef(false);
  const isQueued = useRef(false);

  const saveRef = useRef<() => Promise<void>>(() => Promise.resolve());
  const scheduler = useMemo(() => createAutosaveScheduler(() => void saveRef.current(), PAPER_AUTOSAVE_DELAY_MS), []);
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  const save = useCallback(async () => {
    const editor = editorRef.current;
    if (!editor) return;
    if (isSaving.current) {
      isQueued.current = true;
      return;
    }
    if (revision.current === savedRevision.current) return;
    isSaving.current = true;
    const startedAt = revision.current;
    setStatus('saving');
    const { title: draftTitle, settings: draftSettings } = draftRef.current;
    const result = await savePaper(paperRef.current.id, {
      title: draftTitle.trim(),
      content: editor.isEmpty() ? '' : editor.getHtml(),
      ...draftSettings,
      base_version: paperRef.current.version,
    });
    isSaving.current = false;
    if (result.ok) {
      paperRef.current = result.data;
      setPaper(result.data);
      savedRevision.current = startedAt;
      setProblem(null);
      setStatus(revision.current === startedAt ? 'saved' : 'unsaved');
    } else {
      // The server's own words when it has them (401 the spec's sign-in text, 409 the reason), else the spec's.
      setProblem({ message: failureMessage(result, SAVE_FAILED), isConflict: result.status === 409 });
      setStatus('error');
    }
    // A save asked for while this one was on its way runs now, unless this one failed.
    const isAskedAgain = isQueued.current && result.ok && revision.current !== savedRevision.current;
    isQueued.current = false;
    if (isAskedAgain) void saveRef.current();
  }, [editorRef]);
  saveRef.current = save;

  const markChanged = useCallback(() => {
    revision.current += 1;
    setStatus((current) => (current === 'saving' ? current : 'unsaved'));
    scheduler.markChanged();
  }, [scheduler]);

  const setTitle = useCallback(
    (next: string) => {
      draftRef.current = { ...draftRef.current, title: next };
      setTitleState(next);
      markChanged();
    },
    [markChanged],
  );

  const setSettings = useCallback(
    (next: PaperSettingsRequest) => {
      draftRef.current = { ...draftRef.current, settings: next };
      setSettingsState(next);
      markChanged();
    },
    [markChanged],
  );

  /** Save now: the pending autosave is dropped (Ctrl/Cmd+S, the Save button). */
  const saveNow = useCallback(() => {
    // A failed save is retried even when nothing changed since.
    if (revision.current === savedRevision.current && status === 'error') revision.current += 1;
    scheduler.flush();
  }, [scheduler, status]);

  /** The paper as the server now has it (a restore, a reload): nothing is left to save. */
  const replaceWithStored = useCallback(
    (stored: Paper) => {
      scheduler.cancel();
      paperRef.current = stored;
      setPaper(stored);
      draftRef.current = { title: stored.title, settings: settingsOf(stored) };
      setTitleState(stored.title);
      setSettingsState(settingsOf(stored));
      editorRef.current?.replaceAll(stored.content, false);
      revision.current += 1;
      savedRevision.current = revision.current;
      setProblem(null);
      setStatus('saved');
    },
    [editorRef, scheduler],
  );

  const hasUnsavedChanges = useCallback(() => revision.current !== savedRevision.current || isSaving.current, []);

  return {
    paper,
    title,
    settings,
    status,
    problem,
    markChanged,
    setTitle,
    setSettings,
    saveNow,
    replaceWithStored,
    hasUnsavedChanges,
  };
}

export type PaperDocument = ReturnType<typeof usePaperDocument>;
