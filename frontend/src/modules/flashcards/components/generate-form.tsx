'use client';

import {
  FLASHCARD_GENERATE_DEFAULT_CARDS,
  FLASHCARD_SOURCE_TEXT_MAX_LENGTH,
  flashcardsCost,
  type LibraryResponse,
} from '@studyhub/contracts';
import { Sparkles } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { paidFailureOf } from '@/modules/ai-tools/offer/paid-failure';
import type { PaidRefusal } from '@/modules/ai-tools/offer/paid-refusal';
import { PaidRefusalAlert } from '@/modules/ai-tools/offer/paid-refusal-alert';
import { ToolClosedNotice } from '@/modules/ai-tools/offer/tool-closed-notice';
import { useAiToolsOffer } from '@/modules/ai-tools/offer/use-ai-tools-offer';
import { fetchLibrary } from '@/modules/library/api/library-api';
import { StudyFilePicker } from '@/modules/study-files/components/study-file-picker';
import { useToast } from '@/modules/toast/components/toast-provider';
import { generateFlashcards } from '../api/flashcards-api';
import { deckPath } from '../flashcard-paths';
import { RefusalAlert } from './refusal-alert';

const COUNTS = [5, 10, 15, 20, 30, 40, 50] as const;
const GENERATE_FAILED = 'The flashcards could not be made. Nothing was charged; please try again.';

type Source = 'text' | 'document' | 'file';
type LibraryDocument = LibraryResponse['documents'][number];

/** The student's own and bought documents, the ones they may make cards from. */
function useReadableDocuments(isWanted: boolean): LibraryDocument[] | null {
  const [documents, setDocuments] = useState<LibraryDocument[] | null>(null);
  useEffect(() => {
    if (!isWanted || documents) return;
    const controller = new AbortController();
    void fetchLibrary('all', controller.signal).then((load) => {
      if (controller.signal.aborted) return;
      setDocuments(load.ok ? load.library.documents.filter((item) => item.relation !== 'none') : []);
    });
    return () => controller.abort();
  }, [isWanted, documents]);
  return documents;
}

/**
 * Cards generated from pasted text, a library document or the student's own uploaded file: the
 * price of the number asked for is shown before sending (charged for the cards actually made,
 * never more), then the new deck opens.
 */
export function GenerateForm() {
  const router = useRouter();
  const { showToast } = useToast();
  const textId = useId();
  const [source, setSource] = useState<Source>('text');
  const [text, setText] = useState('');
  const [documentId, setDocumentId] = useState('');
  const [studyFileId, setStudyFileId] = useState('');
  const [count, setCount] = useState<number>(FLASHCARD_GENERATE_DEFAULT_CARDS);
  const [isSending, setIsSending] = useState(false);
  const [refusal, setRefusal] = useState<{
    httpStatus: number;
    message: string;
    refusal?: PaidRefusal | null;
  } | null>(null);
  const { offer } = useAiToolsOffer();
  const price = flashcardsCost(count, offer.prices);
  const documents = useReadableDocuments(source === 'document');
  const key = useRef<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    const request =
      source === 'text'
        ? { text, count }
        : source === 'document'
          ? { document_id: documentId, count }
          : { study_file_id: studyFileId, count };
    if (source === 'document' && !documentId)
      return setRefusal({ httpStatus: 400, message: 'Please choose a document.' });
    if (source === 'file' && !studyFileId)
      return setRefusal({ httpStatus: 400, message: 'Please choose or upload a file.' });
    setIsSending(true);
    setRefusal(null);
    key.current ??= crypto.randomUUID();
    const result = await generateFlashcards(request, key.current, price).catch(() => null);
    setIsSending(false);
    key.current = null;
    if (!result?.ok) {
      return setRefusal({
        httpStatus: result?.status ?? 0,
        ...(result ? paidFailureOf(result, GENERATE_FAILED) : { message: GENERATE_FAILED, refusal: null }),
      });
    }
    const made = result.data;
    showToast({
      title: `${made.generated} flashcards made`,
      description: `${made.points_charged} points charged${made.dropped > 0 ? ` · ${made.dropped} unsupported cards left out` : ''}`,
      variant: 'success',
    });
    router.push(deckPath(made.deck.id));
  };

  if (!offer.tools.flashcards) return <ToolClosedNotice tool="flashcards" />;

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5" aria-label="Generate flashcards">
      <div role="radiogroup" aria-label="Make cards from" className="flex flex-wrap gap-2">
        {(
          [
            ['text', 'Pasted text'],
            ['document', 'A library document'],
            ['file', 'Your own file'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={source === value}
            onClick={() => setSource(value)}
            className={source === value ? 'btn-primary' : 'btn-secondary'}
          >
            {label}
          </button>
        ))}
      </div>
      {source === 'text' ? (
        <div>
          <label htmlFor={textId} className="field-label">
            Your notes
          </label>
          <textarea
            id={textId}
            className="field-input min-h-48"
            value={text}
            maxLength={FLASHCARD_SOURCE_TEXT_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            placeholder="Paste lecture notes or a chapter: terms and their definitions make the best cards."
          />
        </div>
      ) : source === 'file' ? (
        <StudyFilePicker value={studyFileId} onChange={setStudyFileId} />
      ) : (
        <div>
          <label htmlFor={`${textId}-document`} className="field-label">
            Document
          </label>
          <select
            id={`${textId}-document`}
            className="field-input"
            value={documentId}
            onChange={(event) => setDocumentId(event.target.value)}
          >
            <option value="">{documents === null ? 'Loading your documents…' : 'Choose one of your documents'}</option>
            {(documents ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
          {documents?.length === 0 ? (
            <p className="mt-2 text-sm text-muted">Documents you upload or buy appear here.</p>
          ) : null}
        </div>
      )}
      <div>
        <label htmlFor={`${textId}-count`} className="field-label">
          Number of cards
        </label>
        <select
          id={`${textId}-count`}
          className="field-input max-w-40"
          value={count}
          onChange={(event) => setCount(Number(event.target.value))}
        >
          {COUNTS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <p className="mt-2 text-sm text-muted" data-testid="generate-price">
          Up to {price} points for {count} cards. You pay for the cards actually made, and nothing if none are.
        </p>
      </div>
      {refusal?.refusal ? (
        <PaidRefusalAlert refusal={refusal.refusal} />
      ) : refusal ? (
        <RefusalAlert httpStatus={refusal.httpStatus} message={refusal.message} />
      ) : null}
      <button type="submit" className="btn-primary" disabled={isSending} aria-busy={isSending}>
        <Sparkles aria-hidden="true" className="size-4" />
        {isSending ? 'Making your flashcards…' : 'Generate flashcards'}
      </button>
    </form>
  );
}
