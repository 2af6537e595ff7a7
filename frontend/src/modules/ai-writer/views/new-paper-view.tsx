'use client';

import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { TextField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';
import { createPaper } from '../api/papers-api';
import { uploadSourceFile } from '../api/paper-sources-api';
import { PaperSettingsFields } from '../components/paper-settings-fields';
import { referenceFileProblem, REFERENCE_FILE_ACCEPT, REFERENCE_FILE_MAX_MB } from '../reference-file';
import { paperPath, WRITER_LIST_PATH } from '../writer-paths';
import { newPaperFormValues, parsePaperForm, type PaperFormErrors, type PaperFormValues } from '../paper-form';

/** Spec section 8, Papers row. */
export const CREATE_FAILED = 'Failed to create paper';

function fileProblem(files: readonly File[]): string | null {
  for (const file of files) {
    const problem = referenceFileProblem(file);
    if (problem) return problem;
  }
  return null;
}

/**
 * /dashboard/ai-writer/paper: the new-paper form with the spec's defaults. Creating is the first
 * save (POST /api/papers); the route is then replaced by the paper's own, so Back does not return
 * to an empty form. Reference files go to the paper's source library once it exists.
 */
export function NewPaperView() {
  const router = useRouter();
  const { showToast } = useToast();
  const [values, setValues] = useState<PaperFormValues>(() => newPaperFormValues());
  const [errors, setErrors] = useState<PaperFormErrors>({});
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const update = (patch: Partial<PaperFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof PaperFormValues)[]) delete next[key];
      return next;
    });
  };

  const showFormError = (message: string) => {
    setFormError(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const uploadReferenceFiles = async (paperId: string) => {
    const failures: string[] = [];
    for (const file of files) {
      const result = await uploadSourceFile(paperId, file, { type: 'document', title: file.name });
      if (!result.ok) failures.push(`${file.name}: ${failureMessage(result, 'The file could not be added.')}`);
    }
    if (failures.length > 0) {
      showToast({
        title: 'Some reference files were not added',
        description: `${failures.join(' ')} You can add them from the Sources panel.`,
        variant: 'warning',
        durationMs: 10_000,
      });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    const parsed = parsePaperForm(values);
    const problemWithFiles = fileProblem(files);
    setFilesError(problemWithFiles);
    if (!parsed.ok || problemWithFiles) {
      if (!parsed.ok) setErrors(parsed.errors);
      return showFormError('Please correct the highlighted fields.');
    }
    setIsSubmitting(true);
    setFormError(null);
    const result = await createPaper({
      ...(parsed.title ? { title: parsed.title } : {}),
      content: '',
      ...parsed.settings,
    });
    if (!result.ok) {
      setIsSubmitting(false);
      // A refused session answers the spec's own text ('You must be logged in to save papers').
      return showFormError(result.status === 401 ? result.error.message : failureMessage(result, CREATE_FAILED));
    }
    if (files.length > 0) await uploadReferenceFiles(result.data.id);
    router.replace(paperPath(result.data.id));
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <Link href={WRITER_LIST_PATH} className="link inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All papers
      </Link>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">New paper</h1>
      <p className="mt-2 text-muted">
        Tell the writer what you are working on. Creating the paper is free; you can change every setting later.
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-8 grid gap-6" aria-label="New paper">
        {formError ? <FormAlert ref={alertRef}>{formError}</FormAlert> : null}
        <TextField
          label="Title"
          value={values.title}
          error={errors.title}
          hint="Optional: without one, the paper is named after its first words."
          onChange={(event) => update({ title: event.target.value })}
        />
        <PaperSettingsFields values={values} errors={errors} onChange={update} />
        <div>
          <label htmlFor="reference-files" className="field-label">
            Reference files
          </label>
          <input
            id="reference-files"
            type="file"
            multiple
            accept={REFERENCE_FILE_ACCEPT}
            aria-describedby="reference-files-hint"
            aria-invalid={filesError ? true : undefined}
            onChange={(event) => {
              setFiles(Array.from(event.target.files ?? []));
              setFilesError(null);
            }}
            className="mt-1 block w-full text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
          />
          {filesError ? <p className="field-error">{filesError}</p> : null}
          <p id="reference-files-hint" className="mt-1 text-sm text-muted">
            PDF, Word (.docx) or text files up to {REFERENCE_FILE_MAX_MB} MB each, added to the paper’s sources.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? 'Creating…' : 'Create paper'}
          </button>
          <Link href={WRITER_LIST_PATH} className="btn-ghost">
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
