'use client';

import clsx from 'clsx';
import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { sendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_TOPIC_OPTIONS,
  EMPTY_CONTACT_FORM,
  firstInvalidField,
  validateContactForm,
  type ContactField,
  type ContactFieldErrors,
  type ContactFormValues,
} from '../contact-form';

type FormStatus = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; name: string; email: string };

const LABELS: Record<ContactField, string> = {
  name: 'Your name',
  email: 'Email address',
  topic: 'Topic',
  subject: 'Subject',
  message: 'Message',
};

/** Contact form: validated with the shared schema, POSTed as JSON to /api/contact. */
export function ContactForm() {
  const baseId = useId();
  const fieldId = (field: ContactField) => `${baseId}-${field}`;
  const errorId = (field: ContactField) => `${baseId}-${field}-error`;
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [status, setStatus] = useState<FormStatus>({ kind: 'editing' });
  // Where focus goes once the form is enabled again: the first invalid field or the alert.
  const [focusTarget, setFocusTarget] = useState<ContactField | 'alert' | null>(null);

  useEffect(() => {
    if (status.kind === 'sent') successRef.current?.focus();
  }, [status.kind]);

  useEffect(() => {
    if (status.kind !== 'editing' || !focusTarget) return;
    if (focusTarget === 'alert') alertRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>(`[name="${focusTarget}"]`)?.focus();
    setFocusTarget(null);
  }, [focusTarget, status.kind]);

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first submit attempt, errors follow the input so they disappear once fixed.
    if (hasTriedSubmit) {
      const result = validateContactForm(next);
      setErrors((current) => ({ ...current, [field]: result.isValid ? undefined : result.errors[field] }));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setHasTriedSubmit(true);
    setFormError(null);
    const validation = validateContactForm(values);
    if (!validation.isValid) {
      setErrors(validation.errors);
      setFocusTarget(firstInvalidField(validation.errors));
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    const result = await sendContactMessage(validation.data);
    if (result.ok) {
      setStatus({ kind: 'sent', name: validation.data.name, email: validation.data.email });
      setValues(EMPTY_CONTACT_FORM);
      setHasTriedSubmit(false);
      return;
    }
    setStatus({ kind: 'editing' });
    setErrors(result.errors);
    setFormError(result.message);
    setFocusTarget(firstInvalidField(result.errors) ?? 'alert');
  };

  if (status.kind === 'sent') {
    return (
      <div
        role="status"
        className="rounded-2xl border border-success/30 bg-success-50 p-8"
        data-testid="contact-success"
      >
        <CheckCircle2 aria-hidden="true" className="size-8 text-success" />
        <h2 ref={successRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink focus:outline-none">
          Thank you, your message has been sent
        </h2>
        <p className="mt-3 text-base leading-7 text-ink">
          Thanks, {status.name}. Our support team will reply to <strong>{status.email}</strong> within 24 hours.
        </p>
        <button type="button" className="btn-secondary mt-6" onClick={() => setStatus({ kind: 'editing' })}>
          Send another message
        </button>
      </div>
    );
  }

  const isSending = status.kind === 'sending';
  const describedBy = (field: ContactField) => (errors[field]?.length ? errorId(field) : undefined);
  const fieldProps = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    'aria-invalid': errors[field]?.length ? true : undefined,
    'aria-describedby': describedBy(field),
    className: 'field-input',
  });
  const fieldError = (field: ContactField) =>
    errors[field]?.length ? (
      <p id={errorId(field)} className="field-error">
        {errors[field]?.join(' ')}
      </p>
    ) : null;

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="text-2xl font-bold text-ink">
        Send us a message
      </h2>
      <p className="mt-2 text-sm text-muted">All fields are required.</p>
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
      <fieldset disabled={isSending} className="mt-6 grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">Your message</legend>
        <div>
          <label htmlFor={fieldId('name')} className="field-label">
            {LABELS.name}
          </label>
          <input
            type="text"
            autoComplete="name"
            onChange={(event) => update('name', event.target.value)}
            {...fieldProps('name')}
          />
          {fieldError('name')}
        </div>
        <div>
          <label htmlFor={fieldId('email')} className="field-label">
            {LABELS.email}
          </label>
          <input
            type="email"
            autoComplete="email"
            onChange={(event) => update('email', event.target.value)}
            {...fieldProps('email')}
          />
          {fieldError('email')}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={fieldId('topic')} className="field-label">
            {LABELS.topic}
          </label>
          <select onChange={(event) => update('topic', event.target.value)} {...fieldProps('topic')}>
            <option value="">Choose a topic</option>
            {CONTACT_TOPIC_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {fieldError('topic')}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={fieldId('subject')} className="field-label">
            {LABELS.subject}
          </label>
          <input
            type="text"
            maxLength={200}
            onChange={(event) => update('subject', event.target.value)}
            {...fieldProps('subject')}
          />
          {fieldError('subject')}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={fieldId('message')} className="field-label">
            {LABELS.message}
          </label>
          <textarea
            rows={7}
            maxLength={5000}
            onChange={(event) => update('message', event.target.value)}
            {...fieldProps('message')}
          />
          {fieldError('message')}
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={clsx('btn-primary w-full sm:w-auto')}>
            <Send aria-hidden="true" className="size-4" />
            {isSending ? 'Sending…' : 'Send message'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
