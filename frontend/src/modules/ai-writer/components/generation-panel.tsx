'use client';

import {
  GENERATION_LIMITS,
  GENERATION_MODES,
  writingCost,
  type GeneratePaperRequest,
  type GenerationMode,
} from '@studyhub/contracts';
import { Sparkles, Square } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PaidRefusalAlert } from '@/modules/ai-tools/offer/paid-refusal-alert';
import { ToolClosedNotice } from '@/modules/ai-tools/offer/tool-closed-notice';
import { useAiToolsOffer } from '@/modules/ai-tools/offer/use-ai-tools-offer';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { TextField } from '@/modules/forms/components/text-field';
import { formatPointsLabel } from '@/modules/points/format-points';
import { useGeneration, type GenerationResult } from '../hooks/use-generation';
import { ConfirmDialog } from './confirm-dialog';
import type { PaperEditorHandle } from './rich-text-editor';
import { TextAreaField } from './text-area-field';

const MODE_LABELS: Record<GenerationMode, { label: string; hint: string }> = {
  draft: { label: 'Full draft', hint: 'The whole paper from your settings and instructions.' },
  outline: { label: 'Outline', hint: 'Headings and key points to write from.' },
  continue: { label: 'Continue', hint: 'More text from where your cursor is.' },
  section: { label: 'One section', hint: 'A section under the heading you give, at the cursor.' },
};

/** The continue mode sends at most this much text before the cursor (the contract's limit). */
const CONTEXT_LIMIT = 20_000;

function defaultWords(targetWords: number): string {
  const { minWords, maxWords } = GENERATION_LIMITS;
  return String(targetWords >= minWords && targetWords <= maxWords ? targetWords : 500);
}

function parseWords(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const words = Number(text.trim());
  return words >= GENERATION_LIMITS.minWords && words <= GENERATION_LIMITS.maxWords ? words : null;
}

const WORDS_MESSAGE = `Enter a number of words from ${GENERATION_LIMITS.minWords} to ${GENERATION_LIMITS.maxWords.toLocaleString('en-US')}.`;

function GenerationSummary({ result, onInsertAgain }: { result: GenerationResult; onInsertAgain: () => void }) {
  return (
    <div data-testid="generation-summary" className="rounded-xl border border-line bg-surface-muted p-3 text-sm">
      <p className="text-ink">
        {result.words.toLocaleString('en-US')} words written · {formatPointsLabel(result.points_charged)} charged ·
        balance {formatPointsLabel(result.balance)}
      </p>
      <p className="mt-1 text-muted">
        Written by <span className="font-semibold text-ink">{result.model}</span>
      </p>
      {result.removed_bibliography ? (
        <p className="mt-2 text-muted">
          The model wrote its own reference list; it was removed; your reference list comes from the paper’s sources.
        </p>
      ) : null}
      {result.dropped.length > 0 ? (
        <div className="mt-2">
          <p className="font-semibold text-ink">Citations removed because they named no source in your library:</p>
          <ul className="mt-1 list-disc pl-5 text-muted">
            {result.dropped.map((dropped, index) => (
              <li key={index}>
                <code>{dropped.marker}</code>: {dropped.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <button type="button" className="btn-ghost mt-2 min-h-9 px-2 py-1" onClick={onInsertAgain}>
        Insert this text at the cursor
      </button>
    </div>
  );
}

/**
 * Writing with the AI (POST /api/papers/{id}/generate): the mode, length and a one-off
 * instruction, the most it can cost, the text as it streams (Stop aborts), and then the result
 * placed in the editor: at the cursor for continue and section; a draft or outline replaces or
 * follows the text, asked first when the paper is not empty.
 */
export function GenerationPanel({
  paperId,
  targetWords,
  editor,
}: {
  paperId: string;
  targetWords: number;
  editor: PaperEditorHandle | null;
}) {
  const [mode, setMode] = useState<GenerationMode>('draft');
  const [words, setWords] = useState(() => defaultWords(targetWords));
  const [section, setSection] = useState('');
  const [instruction, setInstruction] = useState('');
  const [errors, setErrors] = useState<{ words?: string; section?: string }>({});
  const [pendingHtml, setPendingHtml] = useState<string | null>(null);

  const { state, start, stop } = useGeneration(paperId, (result, request) => {
    if (!editor) return;
    if (request.mode === 'continue' || request.mode === 'section') return editor.insertAtCursor(result.html);
    if (editor.isEmpty()) return editor.replaceAll(result.html, true);
    setPendingHtml(result.html);
  });

  const parsedWords = parseWords(words);
  const isStreaming = state.phase === 'streaming';
  const { offer } = useAiToolsOffer();
  const quote = parsedWords === null ? null : writingCost(parsedWords, offer.prices);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextErrors: typeof errors = {};
    if (parsedWords === null) nextErrors.words = WORDS_MESSAGE;
    if (mode === 'section' && section.trim() === '') nextErrors.section = 'Enter the heading of the section to write.';
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0 || parsedWords === null) return;
    const request: GeneratePaperRequest = {
      mode,
      words: parsedWords,
      quoted_points: writingCost(parsedWords, offer.prices),
      ...(instruction.trim() ? { instruction: instruction.trim() } : {}),
      ...(mode === 'section' ? { section: section.trim() } : {}),
      ...(mode === 'continue' && editor ? { context: editor.textBeforeCursor().slice(-CONTEXT_LIMIT) } : {}),
    };
    void start(request);
  };

  const place = (how: 'replace' | 'append') => {
    if (pendingHtml && editor) {
      if (how === 'replace') editor.replaceAll(pendingHtml, true);
      else editor.append(pendingHtml);
    }
    setPendingHtml(null);
  };

  if (!offer.tools.ai_writer && !isStreaming) return <ToolClosedNotice tool="ai_writer" />;

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Write with AI">
        <fieldset>
          <legend className="field-label">What to write</legend>
          <div className="mt-2 grid gap-2">
            {GENERATION_MODES.map((value) => (
              <div
                key={value}
                className="flex items-start gap-3 rounded-lg border border-line p-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  id={`generation-mode-${value}`}
                  type="radio"
                  name="generation-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  disabled={isStreaming}
                  aria-describedby={`generation-mode-${value}-hint`}
                  className="mt-0.5 accent-brand-600"
                />
                <div>
                  <label htmlFor={`generation-mode-${value}`} className="block cursor-pointer font-semibold text-ink">
                    {MODE_LABELS[value].label}
                  </label>
                  <p id={`generation-mode-${value}-hint`} className="text-muted">
                    {MODE_LABELS[value].hint}
                  </p>
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        {mode === 'section' ? (
          <TextField
            label="Section heading"
            value={section}
            error={errors.section}
            disabled={isStreaming}
            onChange={(event) => setSection(event.target.value)}
          />
        ) : null}
        <TextField
          label="Words"
          inputMode="numeric"
          value={words}
          error={errors.words}
          disabled={isStreaming}
          hint={
            parsedWords !== null
              ? `Holds up to ${formatPointsLabel(quote ?? 0)}; you pay for the words written.`
              : WORDS_MESSAGE
          }
          onChange={(event) => setWords(event.target.value)}
        />
        <TextAreaField
          label="Instruction (optional)"
          hint="Extra guidance for this request only."
          rows={3}
          value={instruction}
          disabled={isStreaming}
          onChange={(event) => setInstruction(event.target.value)}
        />
        {isStreaming ? (
          <button type="button" className="btn-secondary" onClick={stop}>
            <Square aria-hidden="true" className="size-4" />
            Stop
          </button>
        ) : (
          <button type="submit" className="btn-primary" disabled={!editor}>
            <Sparkles aria-hidden="true" className="size-4" />
            Generate
          </button>
        )}
      </form>

      <div aria-live="polite" className="sr-only">
        {state.phase === 'streaming' ? 'Writing…' : state.phase === 'done' ? 'The text is ready.' : ''}
      </div>
      {state.phase === 'streaming' ? (
        <p role="status" className="text-sm text-muted">
          Writing…{state.pointsHeld !== null ? ` ${formatPointsLabel(state.pointsHeld)} held.` : ''}
        </p>
      ) : null}
      {state.phase === 'idle' && state.wasStopped ? (
        <p role="status" className="text-sm text-muted">
          Stopped. Nothing was inserted.
        </p>
      ) : null}
      {state.phase === 'error' && state.refusal ? <PaidRefusalAlert refusal={state.refusal} /> : null}
      {state.phase === 'error' && !state.refusal ? (
        <FormAlert title="The text was not generated">{state.message}</FormAlert>
      ) : null}
      {state.phase !== 'idle' && state.text ? (
        <div
          data-testid="generation-stream"
          className="max-h-72 overflow-y-auto rounded-xl border border-line bg-white p-3 text-sm leading-6 whitespace-pre-wrap text-ink"
        >
          {state.text}
        </div>
      ) : null}
      {state.phase === 'done' ? (
        <GenerationSummary result={state.result} onInsertAgain={() => editor?.insertAtCursor(state.result.html)} />
      ) : null}

      <ConfirmDialog
        isOpen={pendingHtml !== null}
        title="Your paper already has text"
        confirmLabel="Replace the text"
        isDanger
        onConfirm={() => place('replace')}
        onClose={() => setPendingHtml(null)}
      >
        <p>Replace what you have with the new text, or add the new text at the end?</p>
        <button type="button" className="btn-primary mt-4" onClick={() => place('append')}>
          Add at the end
        </button>
      </ConfirmDialog>
    </div>
  );
}
