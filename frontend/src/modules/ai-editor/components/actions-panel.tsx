'use client';

import {
  EDITOR_ACTION_INSTRUCTION_MAX,
  countWords,
  type ContentAnalysis,
  type EditorActionResult,
} from '@studyhub/contracts';
import { useEditorState, type Editor } from '@tiptap/react';
import { Check, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { TextAreaField } from '@/modules/ai-writer/components/text-area-field';
import { WordDiffText } from '@/modules/ai-writer/components/word-diff-text';
import { diffPaperWords } from '@/modules/ai-writer/word-diff';
import { formatPointsLabel } from '@/modules/points/format-points';
import { PaidRefusalAlert } from '@/modules/ai-tools/offer/paid-refusal-alert';
import { ToolClosedNotice } from '@/modules/ai-tools/offer/tool-closed-notice';
import { useAiToolsOffer } from '@/modules/ai-tools/offer/use-ai-tools-offer';
import { actionLabel, editorActionEntries, type EditorActionEntry } from '../editor-action-catalog';
import type { EditorActionControl } from '../hooks/use-editor-action';

function ChargeLine({ result }: { result: EditorActionResult }) {
  return (
    <p data-testid="action-charge" className="text-sm text-muted">
      {formatPointsLabel(result.points_charged)} charged · balance {formatPointsLabel(result.balance)} · by{' '}
      <span className="font-semibold text-ink">{result.model}</span>
    </p>
  );
}

function AnalysisList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="font-semibold text-ink">{title}</h4>
      <ul className="mt-1 list-disc pl-5 text-muted">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function AnalysisView({ analysis }: { analysis: ContentAnalysis }) {
  return (
    <div data-testid="content-analysis" className="grid gap-3 text-sm">
      <p className="text-ink">{analysis.summary}</p>
      <p className="text-muted">
        <span className="font-semibold text-ink">Tone:</span> {analysis.tone}
      </p>
      <AnalysisList title="Strengths" items={analysis.strengths} />
      <AnalysisList title="Weaknesses" items={analysis.weaknesses} />
      <AnalysisList title="Suggestions" items={analysis.suggestions} />
    </div>
  );
}

/**
 * The paid AI actions on the selected text, or on the whole text when nothing is selected (said
 * above the buttons). Each button carries its price; the answer is a word-diff preview to accept
 * or discard, and a content analysis is shown without touching the text.
 */
export function ActionsPanel({ editor, control }: { editor: Editor | null; control: EditorActionControl }) {
  const { state, run, accept, discard } = control;
  const [instruction, setInstruction] = useState('');
  const [instructionError, setInstructionError] = useState<string | null>(null);
  const selection = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      if (!current || current.state.selection.empty) return { isEmpty: true, words: 0 };
      const { from, to } = current.state.selection;
      return { isEmpty: false, words: countWords(current.state.doc.textBetween(from, to, '\n', '\n')) };
    },
    equalityFn: (a, b) => b !== null && a.isEmpty === b.isEmpty && a.words === b.words,
  });
  const isBusy = state.phase === 'running';
  const { offer } = useAiToolsOffer();
  const entries = editorActionEntries(offer.prices);
  const customQuery = entries.toolbar.find((entry) => entry.action === 'toolbar_custom_query');

  const start = (entry: EditorActionEntry) => {
    if (entry.action === 'toolbar_custom_query') {
      if (instruction.trim() === '') return setInstructionError('Say what the AI should do with the text.');
      setInstructionError(null);
      return void run(entry.action, entry.points, instruction.trim());
    }
    void run(entry.action, entry.points);
  };

  if (!offer.tools.ai_editor) return <ToolClosedNotice tool="ai_editor" />;

  const button = (entry: EditorActionEntry) => (
    <button
      key={entry.action}
      type="button"
      title={entry.hint}
      aria-label={entry.buttonLabel}
      disabled={isBusy || !editor}
      onClick={() => start(entry)}
      className="btn-secondary min-h-9 w-full justify-between px-3 py-1.5 text-sm"
    >
      <span>{entry.label}</span>
      <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-ink">
        {formatPointsLabel(entry.points)}
      </span>
    </button>
  );

  return (
    <div className="grid gap-4">
      <p data-testid="action-target" className="rounded-lg bg-surface-muted px-3 py-2 text-sm text-ink">
        {selection?.isEmpty === false
          ? `Applies to the selected text (${selection.words === 1 ? '1 word' : `${selection.words} words`}).`
          : 'Nothing selected: the action applies to the whole text.'}
      </p>
      <section aria-label="Quick actions" className="grid gap-2">
        <h3 className="text-sm font-semibold text-ink">Quick actions</h3>
        <div className="grid gap-2">
          {entries.toolbar.filter((entry) => entry.action !== 'toolbar_custom_query').map(button)}
        </div>
        <TextAreaField
          label="Custom query"
          value={instruction}
          rows={2}
          maxLength={EDITOR_ACTION_INSTRUCTION_MAX}
          error={instructionError}
          placeholder="e.g. Make it sound more formal"
          onChange={(event) => setInstruction(event.target.value)}
        />
        {customQuery ? button(customQuery) : null}
      </section>
      <section aria-label="Whole revisions" className="grid gap-2">
        <h3 className="text-sm font-semibold text-ink">Revise and analyse</h3>
        <div className="grid gap-2">
          {entries.revisions.map(button)}
          {button(entries.analysis)}
        </div>
      </section>
      <p className="text-xs text-muted">
        Numbers and names are kept as written; if the AI changes them, nothing is charged.
      </p>

      <div aria-live="polite">
        {state.phase === 'running' ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Sparkles aria-hidden="true" className="size-4" />
            {actionLabel(state.action)}: the AI is working…
          </p>
        ) : state.phase === 'failed' && state.refusal ? (
          <PaidRefusalAlert refusal={state.refusal} />
        ) : state.phase === 'failed' ? (
          <p role="alert" data-testid="action-error" className="text-sm font-semibold text-danger">
            {state.message}
          </p>
        ) : state.phase === 'preview' ? (
          <div data-testid="action-preview" className="grid gap-3 rounded-xl border border-line p-3">
            <h3 className="text-sm font-semibold text-ink">{actionLabel(state.result.action)}</h3>
            <ChargeLine result={state.result} />
            {state.result.analysis ? (
              <>
                <AnalysisView analysis={state.result.analysis} />
                <button type="button" className="btn-secondary min-h-9 px-3 py-1.5" onClick={discard}>
                  Close
                </button>
              </>
            ) : (
              <>
                <WordDiffText
                  diff={diffPaperWords(state.target.text, state.result.text)}
                  comparedWith={state.target.isWholeText ? 'your whole text' : 'your selection'}
                  testId="action-diff"
                />
                <div className="flex gap-2">
                  <button type="button" className="btn-primary min-h-9 px-3 py-1.5" onClick={accept}>
                    <Check aria-hidden="true" className="size-4" />
                    Accept
                  </button>
                  <button type="button" className="btn-ghost min-h-9 px-3 py-1.5" onClick={discard}>
                    <X aria-hidden="true" className="size-4" />
                    Discard
                  </button>
                </div>
              </>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}
