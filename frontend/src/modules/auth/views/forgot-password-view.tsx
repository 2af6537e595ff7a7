'use client';

import { MailCheck } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { TextField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';
import { requestPasswordReset } from '../api/session-api';
import { AUTH_TEXT } from '../auth-messages';
import { validateEmailForm } from '../auth-forms';
import { AuthCard } from '../components/auth-card';

/** Asks for a password reset link (the answer is the same whether or not the address is known). */
export function ForgotPasswordView() {
  const { showToast } = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setFormError(null);
    const validation = validateEmailForm(email);
    if (!validation.isValid) {
      setError(validation.errors.email ?? null);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setIsSubmitting(true);
    const result = await requestPasswordReset(validation.data.email);
    setIsSubmitting(false);
    if (result.ok) {
      setSentTo(validation.data.email);
      showToast({
        title: AUTH_TEXT.resetLinkSent,
        description: 'Check your email for a link to reset your password.',
        variant: 'success',
      });
      return;
    }
    const message = failureMessage(result, AUTH_TEXT.resetFailedFallback);
    setFormError(message);
    showToast({ title: AUTH_TEXT.resetFailed, description: message, variant: 'error' });
  };

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <div className="flex flex-col items-start gap-4">
          <MailCheck aria-hidden="true" className="size-10 text-brand-700" />
          <h2 ref={doneRef} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
            {AUTH_TEXT.resetLinkSent}
          </h2>
          <p className="text-sm leading-6 text-muted">
            If an account exists for <strong className="text-ink">{sentTo}</strong>, it will receive a link to choose a
            new password. The link works once.
          </p>
          <Link href="/login" className="link text-sm">
            Back to sign in
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      lead="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <Link href="/login" className="link">
          Back to sign in
        </Link>
      }
    >
      {formError ? (
        <div className="mb-5">
          <FormAlert title={AUTH_TEXT.resetFailed}>{formError}</FormAlert>
        </div>
      ) : null}
      <form noValidate aria-label="Reset password" onSubmit={(event) => void onSubmit(event)}>
        <fieldset disabled={isSubmitting} className="flex flex-col gap-5">
          <TextField
            ref={inputRef}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
          <button type="submit" className="btn-primary w-full">
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
