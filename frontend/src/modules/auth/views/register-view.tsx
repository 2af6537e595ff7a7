'use client';

import { AUTH_ERROR_CODES } from '@studyhub/contracts';
import { MailCheck } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { PasswordField, TextField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';
import { register } from '../api/session-api';
import { AUTH_TEXT } from '../auth-messages';
import {
  firstErrorField,
  REGISTER_FIELDS,
  validateRegisterForm,
  type FieldErrors,
  type RegisterField,
} from '../auth-forms';
import { AuthCard } from '../components/auth-card';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { useSession } from '../components/session-provider';
import { useResendVerification } from '../hooks/use-verification-reminder';
import { signedInVisitorDestination } from '../post-login-destination';
import { withReturnUrl } from '../return-url';

const EMPTY: Record<RegisterField, string> = { full_name: '', email: '', password: '', confirmPassword: '' };

function fieldErrorsFrom(fields: Record<string, string[]> | undefined): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  for (const field of REGISTER_FIELDS) {
    const message = fields?.[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

/** Create an account: full name, email, password, confirm password (spec section 2). */
export function RegisterView({ returnUrl }: { returnUrl: string | null }) {
  const router = useRouter();
  const { session } = useSession();
  const { showToast } = useToast();
  const resend = useResendVerification();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  useEffect(() => {
    if (session.status === 'signed-in') router.replace(signedInVisitorDestination(returnUrl));
  }, [session.status, returnUrl, router]);

  useEffect(() => {
    if (registeredEmail) doneRef.current?.focus();
  }, [registeredEmail]);

  const focusFirstError = (fieldErrors: FieldErrors<RegisterField>) => {
    const field = firstErrorField(fieldErrors, REGISTER_FIELDS);
    if (field) formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
    else alertRef.current?.focus();
  };

  const update = (field: RegisterField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setFormError(null);
    const validation = validateRegisterForm(values);
    if (!validation.isValid) {
      setErrors(validation.errors);
      focusFirstError(validation.errors);
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    const result = await register(validation.data);
    setIsSubmitting(false);
    if (result.ok) {
      setRegisteredEmail(validation.data.email);
      showToast({ title: AUTH_TEXT.registrationSucceeded, variant: 'success' });
      return;
    }
    const message = failureMessage(result, AUTH_TEXT.registrationFailedFallback);
    const fieldErrors = fieldErrorsFrom(result.error.fields);
    if (result.error.code === AUTH_ERROR_CODES.emailTaken) fieldErrors.email = message;
    setErrors(fieldErrors);
    setFormError(message);
    showToast({ title: AUTH_TEXT.registrationFailed, description: message, variant: 'error' });
    // Focus waits for the fieldset to be enabled again.
    requestAnimationFrame(() => focusFirstError(fieldErrors));
  };

  if (registeredEmail) {
    return (
      <AuthCard title="Check your email">
        <div className="flex flex-col items-start gap-4">
          <MailCheck aria-hidden="true" className="size-10 text-brand-700" />
          <h2 ref={doneRef} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
            {AUTH_TEXT.registrationSucceeded}
          </h2>
          <p className="text-sm leading-6 text-muted">
            We sent a confirmation link to <strong className="text-ink">{registeredEmail}</strong>. Open it to activate
            your account; you will be signed in straight away.
          </p>
          <button type="button" className="btn-secondary" onClick={() => void resend(registeredEmail)}>
            {AUTH_TEXT.resendVerification}
          </button>
          <Link href={withReturnUrl('/login', returnUrl)} className="link text-sm">
            Back to sign in
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      lead="Join Studyhub to buy and sell study documents and use the AI study tools."
      footer={
        <>
          Already have an account?{' '}
          <Link href={withReturnUrl('/login', returnUrl)} className="link">
            Log in
          </Link>
        </>
      }
    >
      {formError ? (
        <div className="mb-5">
          <FormAlert ref={alertRef} title={AUTH_TEXT.registrationFailed}>
            {formError}
          </FormAlert>
        </div>
      ) : null}
      <form ref={formRef} noValidate aria-label="Create account" onSubmit={(event) => void onSubmit(event)}>
        <p className="mb-5 text-sm text-muted">All fields are required.</p>
        <fieldset disabled={isSubmitting} className="flex flex-col gap-5">
          <TextField
            label="Full name"
            name="full_name"
            autoComplete="name"
            value={values.full_name}
            error={errors.full_name}
            onChange={(event) => update('full_name', event.target.value)}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            error={errors.email}
            onChange={(event) => update('email', event.target.value)}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            hint="At least 6 characters."
            onChange={(event) => update('password', event.target.value)}
          />
          <PasswordField
            label="Confirm password"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            error={errors.confirmPassword}
            onChange={(event) => update('confirmPassword', event.target.value)}
          />
          <button type="submit" className="btn-primary w-full">
            {isSubmitting ? 'Creating account...' : 'Create account'}
          </button>
        </fieldset>
      </form>
      <GoogleSignInButton returnUrl={returnUrl} />
    </AuthCard>
  );
}
