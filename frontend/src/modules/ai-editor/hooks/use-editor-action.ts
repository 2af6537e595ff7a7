'use client';

import type { EditorAction, EditorActionResult } from '@studyhub/contracts';
import type { Editor } from '@tiptap/react';
import { useCallback, useState } from 'react';
import { paidFailureOf } from '@/modules/ai-tools/offer/paid-failure';
import type { PaidRefusal } from '@/modules/ai-tools/offer/paid-refusal';
import { refreshPointsBalance } from '@/modules/points/hooks/use-points-balance';
import { actionTargetOf, replaceTarget, type ActionTarget } from '../action-target';
import { runEditorAction } from '../api/editor-api';

export const ACTION_FAILED = 'The AI action failed. Nothing was charged.';
export const TARGET_CHANGED = 'The text changed while the AI was working. Run the action again on the new text.';

export type ActionState =
  | { phase: 'idle' }
  | { phase: 'running'; action: EditorAction; target: ActionTarget }
  | { phase: 'preview'; result: EditorActionResult; target: ActionTarget }
  | { phase: 'failed'; message: string; refusal?: PaidRefusal | null };

/**
 * One paid editor action at a time: the text it applies to is taken when it is asked for, the
 * answer is a preview until accepted, and accepting replaces that text in one undoable step. The
 * workspace holds it, so a paid answer survives switching side-panel tabs.
 */
export function useEditorAction(editor: Editor | null) {
  const [state, setState] = useState<ActionState>({ phase: 'idle' });

  const run = useCallback(
    async (action: EditorAction, quotedPoints: number, instruction?: string) => {
      if (!editor) return;
      const target = actionTargetOf(editor.state);
      if (target.text.trim() === '') return setState({ phase: 'failed', message: 'Write or select some text first.' });
      setState({ phase: 'running', action, target });
      const result = await runEditorAction(
        { action, text: target.text, ...(instruction ? { instruction } : {}) },
        quotedPoints,
      );
      if (!result.ok) return setState({ phase: 'failed', ...paidFailureOf(result, ACTION_FAILED) });
      void refreshPointsBalance();
      setState({ phase: 'preview', result: result.data, target });
    },
    [editor],
  );

  const accept = useCallback(() => {
    if (!editor || state.phase !== 'preview') return;
    if (!replaceTarget(editor, state.target, state.result.text)) {
      return setState({ phase: 'failed', message: TARGET_CHANGED });
    }
    // Back in the text, so Ctrl/Cmd+Z takes the revision back at once.
    editor.commands.focus();
    setState({ phase: 'idle' });
  }, [editor, state]);

  const discard = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, run, accept, discard };
}

export type EditorActionControl = ReturnType<typeof useEditorAction>;
