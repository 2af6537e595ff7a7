'use client';

import { PLAGIARISM_MAX_CHARACTERS, PLAGIARISM_MIN_WORDS, countWords, type AiToolsOffer } from '@studyhub/contracts';
import { LogIn, ScanSearch } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/modules/ai-writer/components/text-area-field';
import { useSession } from '@/modules/auth/components/session-provider';
import { buildAuthHref } from '@/modules/auth/return-url';
import { PaidRefusalAlert } from '@/modules/ai-tools/offer/paid-refusal-alert';
import { ToolClosedNotice } from '@/modules/ai-tools/offer/tool-closed-notice';
import { useAiToolsOffer } from '@/modules/ai-tools/offer/use-ai-tools-offer';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { formatPointsLabel } from '@/modules/points/format-points';
import { FileDropzone } from '@/modules/uploads/components/file-dropzone';
import { pickedFileProblem } from '@/modules/uploads/upload-rules';
import { usePlagiarismCheck, type CheckState } from '../hooks/use-plagiarism-check';
import { PlagiarismReportView } from './plagiarism-report';

/** The upload limit shown beside the file picker (document-processing enforces its own). */
const FILE_MAX_BYTES = 50 * 1024 * 1024;

type Mode = 'text' | 'file';

function RefusalAlert({ httpStatus, message }: { httpStatus: number; message: string }) {
  return (
    <FormAlert title={httpStatus === 402 ? 'Not enough points' : undefined}>
      <p>{message}</p>
      {httpStatus === 402 ? (
        <Link href="/dashboard/wallet" className="link mt-2 inline-block font-semibold">
          Buy points
        </Link>
      ) : null}
    </FormAlert>
  );
}

function draftProblem(text: string): string | null {
  if (text.length > PLAGIARISM_MAX_CHARACTERS) {
    return `The text is too long: at most ${PLAGIARISM_MAX_CHARACTERS.toLocaleString('en-US')} characters.`;
  }
  const words = countWords(text);
  return words < PLAGIARISM_MIN_WORDS ? `Paste at least ${PLAGIARISM_MIN_WORDS} words to check.` : null;
}

const BUSY_LABELS: Partial<Record<CheckState['status'], string>> = {
  uploading: 'Uploading…',
  processing: 'Reading the file…',
  checking: 'Checking…',
};

/**
 * The checker: paste a text or upload a file, choose whether to keep it for future checks, see the
 * price, check. Signed-out visitors are sent to sign in and brought back here.
 */
export function PlagiarismForm({ initialOffer }: { initialOffer?: AiToolsOffer }) {
  const pathname = usePathname();
  const { session } = useSession();
  const [mode, setMode] = useState<Mode>('text');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [keep, setKeep] = useState(false);
  const [includeQuotes, setIncludeQuotes] = useState(false);
  const [includeBibliography, setIncludeBibliography] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { state, checkText, checkFile } = usePlagiarismCheck();
  const busyLabel = BUSY_LABELS[state.status];
  const { offer } = useAiToolsOffer(initialOffer);
  const points = offer.prices.plagiarism_check;
  const price = formatPointsLabel(points);
  const words = countWords(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const options = { keepForFutureChecks: keep, includeQuotes, includeBibliography, quotedPoints: points };
    if (mode === 'text') {
      const found = draftProblem(text);
      setProblem(found);
      if (!found) void checkText(text, options);
      return;
    }
    const found = file ? pickedFileProblem(file, FILE_MAX_BYTES) : 'Please choose a PDF, DOCX or PPTX file.';
    setProblem(found);
    if (!found && file) void checkFile(file, options);
  };

  if (!offer.tools.plagiarism_checker) return <ToolClosedNotice tool="plagiarism_checker" />;

  return (
    <div className="space-y-8">
      <form onSubmit={submit} noValidate aria-label="Check a text for similarity" className="space-y-5">
        <fieldset className="flex flex-wrap gap-4">
          <legend className="sr-only">What to check</legend>
          {(['text', 'file'] as const).map((option) => (
            <label key={option} className="inline-flex items-center gap-2 text-sm font-medium text-ink">
              <input
                type="radio"
                name="plagiarism-mode"
                value={option}
                checked={mode === option}
                onChange={() => {
                  setMode(option);
                  setProblem(null);
                }}
              />
              {option === 'text' ? 'Paste text' : 'Upload a file'}
            </label>
          ))}
        </fieldset>

        {mode === 'text' ? (
          <TextAreaField
            label="Your text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={12}
            error={problem}
            placeholder="Paste an essay, report or answer."
            hint={
              <span aria-live="polite">
                {words.toLocaleString('en-US')} {words === 1 ? 'word' : 'words'} · at least {PLAGIARISM_MIN_WORDS}{' '}
                needed
              </span>
            }
          />
        ) : (
          <FileDropzone
            file={file}
            maxBytes={FILE_MAX_BYTES}
            error={problem}
            disabled={Boolean(busyLabel)}
            onPick={(picked) => {
              setFile(picked);
              setProblem(picked ? pickedFileProblem(picked, FILE_MAX_BYTES) : null);
            }}
          />
        )}

        <div className="space-y-2 text-sm text-ink">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              checked={keep}
              onChange={(event) => setKeep(event.target.checked)}
              className="mt-1"
            />
            <span>
              Keep my text for future checks. It is then compared with other students’ checks and shown to them only as
              “A submission checked on Studyhub”, never with your name.
            </span>
          </label>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              checked={includeQuotes}
              onChange={(event) => setIncludeQuotes(event.target.checked)}
              className="mt-1"
            />
            <span>Count text in quotation marks and block quotes</span>
          </label>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              checked={includeBibliography}
              onChange={(event) => setIncludeBibliography(event.target.checked)}
              className="mt-1"
            />
            <span>Count the bibliography (references, works cited)</span>
          </label>
        </div>

        <p className="text-sm text-muted">
          A check costs {price} (10 points are 1 USD), charged only when the report is shown.
        </p>
        {state.status === 'refused' ? (
          state.refusal ? (
            <PaidRefusalAlert refusal={state.refusal} />
          ) : (
            <RefusalAlert httpStatus={state.httpStatus} message={state.message} />
          )
        ) : null}
        {session.status === 'signed-out' ? (
          <Link href={buildAuthHref('/login', pathname, '')} className="btn-primary">
            <LogIn aria-hidden="true" className="size-4" />
            Sign in to check a text
          </Link>
        ) : (
          <button
            type="submit"
            className="btn-primary"
            disabled={Boolean(busyLabel) || session.status === 'loading'}
            aria-busy={Boolean(busyLabel)}
          >
            <ScanSearch aria-hidden="true" className="size-4" />
            {busyLabel ?? `Check similarity · ${price}`}
          </button>
        )}
      </form>
      {state.status === 'done' ? <PlagiarismReportView report={state.report} /> : null}
    </div>
  );
}
