'use client';

import { parsePageMarkdown, type AdminPageVersion, type LegalPageSlug } from '@studyhub/contracts';
import clsx from 'clsx';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { ContentSections } from '@/modules/content/components/rich-text';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { TextField } from '@/modules/forms/components/text-field';
import { savePageVersion } from './legal-notice-api';
import {
  valuesOf,
  versionRequestOf,
  type PublicationChoice,
  type VersionErrors,
  type VersionField,
  type VersionValues,
} from './page-version-form';
import { usePagesWrite } from './use-pages-write';

const SUBMIT_LABELS: Record<PublicationChoice, string> = {
  draft: 'Save draft',
  now: 'Publish now',
  later: 'Schedule',
};

/**
 * The next version of a legal page: starts from the open draft (edited in place) or from the live
 * text (a new version). Write or preview, then save as a draft, publish now or schedule.
 */
export function PageVersionEditor({
  slug,
  draft,
  base,
}: {
  slug: LegalPageSlug;
  draft: AdminPageVersion | null;
  base: AdminPageVersion | null;
}) {
  const [values, setValues] = useState<VersionValues>(() => valuesOf(draft ?? base));
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [choice, setChoice] = useState<PublicationChoice>('draft');
  const [publishAt, setPublishAt] = useState('');
  const [errors, setErrors] = useState<VersionErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const { run, isBusy } = usePagesWrite();
  const preview = useMemo(() => parsePageMarkdown(values.body), [values.body]);

  const update = (field: VersionField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const request = versionRequestOf(values, choice, publishAt);
    if (!request.ok) {
      setErrors(request.errors);
      setFormError('Some fields need your attention.');
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    setErrors({});
    const title = choice === 'draft' ? 'Draft saved' : choice === 'now' ? 'Published' : 'Scheduled';
    const result = await run(() => savePageVersion(slug, draft?.version ?? null, request.input), {
      title,
      description: values.title,
    });
    if (result.ok) return;
    const fields = result.error.fields ?? {};
    setErrors(Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.join(' ')])));
    setFormError(result.error.message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="version-editor-heading">
      <h2 id="version-editor-heading" className="text-lg font-semibold text-ink">
        {draft ? `Draft: version ${draft.version}` : 'New version'}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {draft
          ? 'Saving changes this draft in place until it is published.'
          : base
            ? `Starts from the live text (version ${base.version}).`
            : 'The first version of this page.'}
      </p>
      {formError ? (
        <div className="mt-4">
          <FormAlert ref={alertRef}>{formError}</FormAlert>
        </div>
      ) : null}
      <fieldset disabled={isBusy} className="mt-4 grid gap-4 md:grid-cols-2">
        <legend className="sr-only">Page text</legend>
        <TextField
          label="Title"
          name="title"
          value={values.title}
          error={errors.title ?? null}
          onChange={(event) => update('title', event.target.value)}
        />
        <TextField
          label="Short title"
          name="short_title"
          value={values.short_title}
          error={errors.short_title ?? null}
          hint="Names the page in the legal pages’ side navigation."
          onChange={(event) => update('short_title', event.target.value)}
        />
        <TextArea
          label="Description"
          name="description"
          rows={2}
          value={values.description}
          error={errors.description}
          hint="The search engines' description, also shown on the legal index."
          onChange={(value) => update('description', value)}
        />
        <TextArea
          label="Summary"
          name="summary"
          rows={2}
          value={values.summary}
          error={errors.summary}
          hint="The plain-language lead under the title."
          onChange={(value) => update('summary', value)}
        />
        <div className="md:col-span-2">
          <div role="tablist" aria-label="Page text" className="flex gap-1 border-b border-line">
            {(['write', 'preview'] as const).map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                aria-selected={mode === tab}
                onClick={() => setMode(tab)}
                className={clsx(
                  '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
                  mode === tab ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink',
                )}
              >
                {tab === 'write' ? 'Write' : 'Preview'}
              </button>
            ))}
          </div>
          {mode === 'write' ? (
            <TextArea
              label="Page text (Markdown)"
              name="body"
              rows={22}
              monospace
              value={values.body}
              error={errors.body}
              hint='Sections start with "## Heading {#anchor}"; also "### Subheading", paragraphs, "- " and "1. " lists, and [links](/path).'
              onChange={(value) => update('body', value)}
            />
          ) : (
            <div role="tabpanel" aria-label="Preview" className="mt-4 rounded-2xl border border-line p-6">
              {preview.problems.length > 0 ? (
                <ul className="mb-4 list-disc pl-5 text-sm text-danger">
                  {preview.problems.map((problem) => (
                    <li key={`${problem.line}-${problem.message}`}>{problem.message}</li>
                  ))}
                </ul>
              ) : null}
              <h1 className="text-3xl font-bold text-ink">{values.title}</h1>
              <p className="mt-3 text-lg text-muted">{values.summary}</p>
              <div className="mt-6">
                <ContentSections sections={preview.sections} />
              </div>
            </div>
          )}
        </div>
        <fieldset className="md:col-span-2">
          <legend className="field-label">Publication</legend>
          <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
            {(['draft', 'now', 'later'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="publication"
                  value={option}
                  checked={choice === option}
                  onChange={() => setChoice(option)}
                />
                {option === 'draft' ? 'Keep as a draft' : option === 'now' ? 'Publish now' : 'Publish at a date'}
              </label>
            ))}
            {choice === 'later' ? (
              <label className="flex items-center gap-2">
                <span className="sr-only">Publication date and time</span>
                <input
                  type="datetime-local"
                  name="publish_at"
                  value={publishAt}
                  aria-invalid={errors.publish_at ? true : undefined}
                  onChange={(event) => setPublishAt(event.target.value)}
                  className="field-input w-auto"
                />
              </label>
            ) : null}
          </div>
          {errors.publish_at ? <p className="field-error">{errors.publish_at}</p> : null}
        </fieldset>
        <div className="md:col-span-2">
          <button type="submit" className="btn-primary">
            {isBusy ? 'Saving…' : SUBMIT_LABELS[choice]}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

function TextArea({
  label,
  name,
  value,
  rows,
  error,
  hint,
  monospace,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  rows: number;
  error?: string | undefined;
  hint?: string;
  monospace?: boolean;
  onChange: (value: string) => void;
}) {
  const id = `version-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={clsx(name === 'body' && 'mt-4')}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={clsx('field-input', monospace && 'font-mono text-sm')}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
