'use client';

import clsx from 'clsx';
import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { LegalSubmissionKind } from '@studyhub/contracts';
import { sendLegalSubmission } from '../api/send-legal-submission';
import {
  emptyValues,
  firstInvalidField,
  SUBMISSION_FIELDS,
  validateSubmission,
  type SubmissionErrors,
  type SubmissionField,
  type SubmissionValues,
} from '../submission-form';

type FormStatus = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; email: string };

const COPY: Record<LegalSubmissionKind, { title: string; intro: string; submit: string; sent: string }> = {
  complaint: {
    title: 'File your complaint',
    intro: 'Fields marked optional may be left empty. We acknowledge every complaint within 24 hours.',
    submit: 'Send complaint',
    sent: 'Your complaint has been received',
  },
  takedown: {
    title: 'Send a takedown notice',
    intro: 'Every field the law requires is marked as required. We normally review notices within two business days.',
    submit: 'Send notice',
    sent: 'Your notice has been received',
  },
};

/** A complaint or a notice-and-takedown request, checked with the API's schema, stored by the content service. */
export function LegalSubmissionForm({ kind }: { kind: LegalSubmissionKind }) {
  const baseId = useId();
  const copy = COPY[kind];
  const fields = SUBMISSION_FIELDS[kind];
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<SubmissionValues>(() => emptyValues(kind));
  const [errors, setErrors] = useState<SubmissionErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [status, setStatus] = useState<FormStatus>({ kind: 'editing' });
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    if (status.kind === 'sent') successRef.current?.focus();
  }, [status.kind]);

  useEffect(() => {
    if (status.kind !== 'editing' || !focusTarget) return;
    if (focusTarget === '@alert') alertRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>(`[name="${focusTarget}"]`)?.focus();
    setFocusTarget(null);
  }, [focusTarget, status.kind]);

  const update = (name: string, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (hasTriedSubmit) {
      const result = validateSubmission(kind, next);
      setErrors((current) => ({ ...current, [name]: result.isValid ? [] : (result.errors[name] ?? []) }));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setHasTriedSubmit(true);
    setFormError(null);
    const validation = validateSubmission(kind, values);
    if (!validation.isValid) {
      setErrors(validation.errors);
      setFocusTarget(firstInvalidField(kind, validation.errors));
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    const result = await sendLegalSubmission(validation.data);
    if (result.ok) {
      setStatus({ kind: 'sent', email: validation.data.email });
      setValues(emptyValues(kind));
      setHasTriedSubmit(false);
      return;
    }
    setStatus({ kind: 'editing' });
    setErrors(result.errors);
    setFormError(result.message);
    setFocusTarget(firstInvalidField(kind, result.errors) ?? '@alert');
  };

  if (status.kind === 'sent') {
    return (
      <div
        role="status"
        className="rounded-2xl border border-success/30 bg-success-50 p-8"
        data-testid="submission-success"
      >
        <CheckCircle2 aria-hidden="true" className="size-8 text-success" />
        <h2 ref={successRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink focus:outline-none">
          {copy.sent}
        </h2>
        <p className="mt-3 text-base leading-7 text-ink">
          We have sent a confirmation to <strong>{status.email}</strong> and will reply there.
        </p>
        <button type="button" className="btn-secondary mt-6" onClick={() => setStatus({ kind: 'editing' })}>
          Send another
        </button>
      </div>
    );
  }

  const fieldId = (name: string) => `${baseId}-${name}`;
  const errorId = (name: string) => `${baseId}-${name}-error`;
  const hasError = (name: string) => (errors[name]?.length ?? 0) > 0;
  const describedBy = (field: SubmissionField) =>
    [hasError(field.name) ? errorId(field.name) : null, field.hint ? `${fieldId(field.name)}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined;

  const control = (field: SubmissionField) => {
    const common = {
      id: fieldId(field.name),
      name: field.name,
      'aria-invalid': hasError(field.name) ? true : undefined,
      'aria-describedby': describedBy(field),
      ...(field.autoComplete ? { autoComplete: field.autoComplete } : {}),
    };
    const value = values[field.name];
    switch (field.type) {
      case 'checkbox':
        return (
          <input
            type="checkbox"
            className="mt-1 size-4 shrink-0"
            checked={value === true}
            onChange={(event) => update(field.name, event.target.checked)}
            {...common}
          />
        );
      case 'select':
        return (
          <select
            className="field-input"
            value={String(value)}
            onChange={(event) => update(field.name, event.target.value)}
            {...common}
          >
            <option value="">Choose one</option>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        );
      case 'textarea':
      case 'lines':
        return (
          <textarea
            className="field-input"
            rows={field.type === 'lines' ? 3 : 5}
            value={String(value)}
            onChange={(event) => update(field.name, event.target.value)}
            {...common}
          />
        );
      case 'text':
      case 'email':
      case 'tel':
      case 'url':
        return (
          <input
            type={field.type}
            className="field-input"
            value={String(value)}
            onChange={(event) => update(field.name, event.target.value)}
            {...common}
          />
        );
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="text-2xl font-bold text-ink">
        {copy.title}
      </h2>
      <p className="mt-2 text-sm text-muted">{copy.intro}</p>
      {formError ? (
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-lg border border-danger/40 bg-danger-50 p-4 text-sm text-danger focus:outline-none"
        >
          {formError}
        </div>
      ) : null}
      <fieldset disabled={status.kind === 'sending'} className="mt-6 grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">{copy.title}</legend>
        {fields.map((field) => (
          <div key={field.name} className={clsx(field.wide && 'sm:col-span-2')}>
            {field.type === 'checkbox' ? (
              <div className="flex items-start gap-3">
                {control(field)}
                <label htmlFor={fieldId(field.name)} className="text-sm text-ink">
                  {field.label}
                </label>
              </div>
            ) : (
              <>
                <label htmlFor={fieldId(field.name)} className="field-label">
                  {field.label}
                  {field.optional ? <span className="font-normal text-muted"> (optional)</span> : null}
                </label>
                {control(field)}
              </>
            )}
            {field.hint ? (
              <p id={`${fieldId(field.name)}-hint`} className="mt-1 text-xs text-muted">
                {field.hint}
              </p>
            ) : null}
            {hasError(field.name) ? (
              <p id={errorId(field.name)} className="field-error">
                {errors[field.name]?.join(' ')}
              </p>
            ) : null}
          </div>
        ))}
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto">
            <Send aria-hidden="true" className="size-4" />
            {status.kind === 'sending' ? 'Sending…' : copy.submit}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
