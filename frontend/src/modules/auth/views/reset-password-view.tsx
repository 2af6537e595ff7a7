'use client';

import { AUTH_ERROR_CODES } from '@studyhub/contracts';
import { CheckCircle2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { PasswordField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';
import { resetPassword } from '../api/session-api';
import { AUTH_TEXT } from '../auth-messages';
import { checkPasswordPair } from '../auth-forms';
import { AuthCard } from '../components/auth-card';

/** Spec section 9: after a successful reset the page moves to sign-in after 2 s. */
export const RESET_REDIRECT_DELAY_MS = 2_000;

type Field = 'password' | 'confirmPassword';

/** Choose a new password with the token from the reset e-mail. */
export function ResetPasswordView({ token }: { token: string | null }) {
  const router = useRouter();
  const { showToast } = useToast();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<{ message: string; isLinkBroken: boolean } | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isDone, setIsDone] = useState(false);

  useEffect(() => {
    if (!isDone) return;
    doneRef.current?.focus();
    const timer = window.setTimeout(() => router.push('/login'), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isDone, router]);

  if (!token) {
    return (
      <AuthCard title="Reset your password">
        <FormAlert title="This reset link is incomplete">
          <p>
            Open the link from the e-mail again, or{' '}
            <Link href="/forgot-password" className="font-semibold underline">
              ask for a new reset link
            </Link>
            .
          </p>
        </FormAlert>
      </AuthCard>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setFormError(null);
    const problem = checkPasswordPair(values.password, values.confirmPassword);
    if (problem) {
      setErrors({ [problem.field]: problem.description });
      showToast({ title: problem.title, description: problem.description, variant: 'error' });
      (problem.field === 'password' ? passwordRef : confirmRef).current?.focus();
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    const result = await resetPassword(token, values.password);
    setIsSubmitting(false);
    if (result.ok) {
      setIsDone(true);
      showToast({
        title: AUTH_TEXT.passwordUpdated,
        description: 'You can now sign in with your new password.',
        variant: 'success',
      });
      return;
    }
    const message = failureMessage(result, AUTH_TEXT.passwordUpdateFailedFallback);
    const passwordError = result.error.fields?.password?.[0];
    if (passwordError) setErrors({ password: passwordError });
    setFormError({ message, isLinkBroken: result.error.code === AUTH_ERROR_CODES.invalidToken });
    showToast({ title: AUTH_TEXT.passwordUpdateFailed, description: message, variant: 'error' });
  };

  if (isDone) {
    return (
      <AuthCard title="Reset your password">
        <div className="flex flex-col items-start gap-4">
          <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
          <h2 ref={doneRef} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
            {AUTH_TEXT.passwordUpdated}
          </h2>
          <p className="text-sm text-muted" role="status">
            Taking you to sign in…
          </p>
          <Link href="/login" className="link text-sm">
            Sign in now
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" lead="Your new password must be at least 6 characters long.">
      {formError ? (
        <div className="mb-5">
          <FormAlert title={AUTH_TEXT.passwordUpdateFailed}>
            <p>{formError.message}</p>
            {formError.isLinkBroken ? (
              <p className="mt-2">
                <Link href="/forgot-password" className="font-semibold underline">
                  Ask for a new reset link
                </Link>
              </p>
            ) : null}
          </FormAlert>
        </div>
      ) : null}
      <form noValidate aria-label="Choose a new password" onSubmit={(event) => void onSubmit(event)}>
        <fieldset disabled={isSubmitting} className="flex flex-col gap-5">
          <PasswordField
            ref={passwordRef}
            label="New password"
            name="password"
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
          />
          <PasswordField
            ref={confirmRef}
            label="Confirm new password"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            error={errors.confirmPassword}
            onChange={(event) => setValues((current) => ({ ...current, confirmPassword: event.target.value }))}
          />
          <button type="submit" className="btn-primary w-full">
            {isSubmitting ? 'Updating password...' : 'Update password'}
          </button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
