'use client';

import type { EditorReadability } from '@studyhub/contracts';
import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkText } from '../api/editor-api';
import {
  createCheckDecorations,
  currentIssues,
  fixTransaction,
  hideIssues,
  placeIssues,
  showIssues,
  type PlacedIssue,
} from '../check-decorations';
import { createCheckRunner, type CheckRunner } from '../check-runner';
import { plainTextView } from '../text-positions';
import { addToUserDictionary, readUserDictionary } from '../user-dictionary';

export interface ActiveIssue {
  placed: PlacedIssue;
  /** Where the card opens: under the flagged text, in viewport coordinates. */
  top: number;
  left: number;
}

/** The underline extension for `usePaperEditor`; built once, it reports clicks through a ref. */
export function useCheckExtension() {
  const onIssueClick = useRef<(placed: PlacedIssue | null) => void>(() => undefined);
  const extension = useMemo(() => createCheckDecorations((placed) => onIssueClick.current(placed)), []);
  return { extension, onIssueClick };
}

/**
 * The offline checks of an open document: run 800 ms after typing stops and on demand, shown as
 * underlines (decorations, never changes to the text), with one-click fixes, ignoring for this
 * session and the student's own dictionary.
 */
export function useEditorChecks(
  editor: Editor | null,
  onIssueClick: { current: (placed: PlacedIssue | null) => void },
) {
  const [issues, setIssues] = useState<PlacedIssue[]>([]);
  const [readability, setReadability] = useState<EditorReadability | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [active, setActive] = useState<ActiveIssue | null>(null);
  const [checkedText, setCheckedText] = useState('');
  const ignored = useRef(new Set<string>());
  const dictionary = useRef<string[]>([]);
  const runnerRef = useRef<CheckRunner | null>(null);

  const open = useCallback(
    (placed: PlacedIssue | null) => {
      if (!placed || !editor) return setActive(null);
      const coords = editor.view.coordsAtPos(placed.from);
      setActive({ placed, top: coords.bottom + 6, left: coords.left });
    },
    [editor],
  );
  onIssueClick.current = open;

  useEffect(() => {
    if (!editor) return;
    dictionary.current = readUserDictionary();
    const readText = () => plainTextView(editor.state.doc).text;
    const runner = createCheckRunner({
      check: (text, signal) => checkText(text, dictionary.current, signal),
      readText,
      onResult: (text, response) => {
        setError(null);
        setCheckedText(text);
        setReadability(response?.readability ?? null);
        const visible = (response?.issues ?? []).filter((issue) => !ignored.current.has(issue.id));
        editor.view.dispatch(showIssues(editor.state, placeIssues(plainTextView(editor.state.doc), visible)));
      },
      onError: setError,
      onBusy: setIsChecking,
    });
    runnerRef.current = runner;
    const onTransaction = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      setIssues((current) => {
        const next = currentIssues(editor.state);
        const isSame =
          current.length === next.length &&
          current.every((entry, index) => entry.issue.id === next[index]?.issue.id && entry.from === next[index]?.from);
        return isSame ? current : next;
      });
      if (transaction.docChanged) {
        setActive(null);
        runner.textChanged();
      }
    };
    editor.on('transaction', onTransaction);
    runner.runNow();
    return () => {
      editor.off('transaction', onTransaction);
      runner.dispose();
      runnerRef.current = null;
    };
  }, [editor]);

  const checkNow = useCallback(() => runnerRef.current?.runNow(), []);

  /** Applies a fix as one undoable step, then checks the new text. */
  const applyFix = useCallback(
    (placed: PlacedIssue, replacement: string) => {
      if (!editor) return;
      setActive(null);
      const transaction = fixTransaction(editor.state, placed, replacement);
      if (!transaction) {
        setError('The text has changed since it was checked. Checking again…');
        return runnerRef.current?.runNow();
      }
      editor.view.dispatch(transaction);
      editor.commands.focus();
      runnerRef.current?.runNow();
    },
    [editor],
  );

  const ignore = useCallback(
    (placed: PlacedIssue) => {
      if (!editor) return;
      setActive(null);
      ignored.current.add(placed.issue.id);
      editor.view.dispatch(hideIssues(editor.state, new Set([placed.issue.id])));
    },
    [editor],
  );

  const addToDictionary = useCallback(
    (placed: PlacedIssue) => {
      if (!editor) return;
      setActive(null);
      dictionary.current = addToUserDictionary(placed.original);
      // Every underline of the same word goes at once; the next check no longer flags it.
      const sameWord = currentIssues(editor.state).filter(
        (entry) => entry.issue.category === 'spelling' && entry.original === placed.original,
      );
      editor.view.dispatch(hideIssues(editor.state, new Set(sameWord.map((entry) => entry.issue.id))));
    },
    [editor],
  );

  return {
    issues,
    readability,
    isChecking,
    error,
    active,
    checkedText,
    open,
    close: () => setActive(null),
    checkNow,
    applyFix,
    ignore,
    addToDictionary,
  };
}

export type EditorChecks = ReturnType<typeof useEditorChecks>;
