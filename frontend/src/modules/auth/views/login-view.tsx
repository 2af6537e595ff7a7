'use client';

import { ADMIN_ACCESS_REQUIRED } from '@studyhub/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { PasswordField, TextField } from '@/modules/forms/components/text-field';
import { useToast } from '@/modules/toast/components/toast-provider';
import { adminLogin, login } from '../api/session-api';
import { AUTH_TEXT, loginFailureFeedback, welcomeTitle } from '../auth-messages';
import { firstErrorField, LOGIN_FIELDS, validateLoginForm, type FieldErrors, type LoginField } from '../auth-forms';
import { AuthCard } from '../components/auth-card';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { useSession } from '../components/session-provider';
import { useResendVerification, useVerificationReminder } from '../hooks/use-verification-reminder';
import { ADMIN_HOME, postLoginDestination, signedInVisitorDestination } from '../post-login-destination';
import { withReturnUrl } from '../return-url';

type Problem = { kind: 'failed'; message: string } | { kind: 'unverified'; email: string } | null;

interface LoginViewProps {
  /** Same-site path to continue to (already checked by the page). */
  returnUrl: string | null;
  /** `error` query value: `google` after a failed Google sign-in, `admin-required` for the admin login. */
  error: string | null;
  variant?: 'member' | 'admin';
}

export const ADMIN_LOGIN_TITLE = 'Admin sign in';

/** Sign in with e-mail and password (spec section 2, "Login, register, reset"). */
export function LoginView({ returnUrl, error, variant = 'member' }: LoginViewProps) {
  const isAdminLogin = variant === 'admin';
  const router = useRouter();
  const { session, signIn, signOut } = useSession();
  const { showToast } = useToast();
  const remindToVerify = useVerificationReminder();
  const resend = useResendVerification();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const hasSignedIn = useRef(false);
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [problem, setProblem] = useState<Problem>(
    isAdminLogin && error === 'admin-required' ? { kind: 'failed', message: ADMIN_ACCESS_REQUIRED } : null,
  );
  const [isSubmitting, setIsSubmitting] = useState(false);

  // A visitor who turns out to be signed in (the session was renewed in the browser) moves on.
  useEffect(() => {
    if (hasSignedIn.current || session.status !== 'signed-in') return;
    if (isAdminLogin) {
      if (session.user.role === 'admin' && session.user.status === 'active') router.replace(ADMIN_HOME);
      return;
    }
    router.replace(signedInVisitorDestination(returnUrl));
  }, [session, isAdminLogin, returnUrl, router]);

  useEffect(() => {
    if (error === 'google') showToast({ title: AUTH_TEXT.googleFailed, variant: 'error' });
  }, [error, showToast]);

  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

  const update = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const validation = validateLoginForm(values);
    if (!validation.isValid) {
      setErrors(validation.errors);
      const field = firstErrorField(validation.errors, LOGIN_FIELDS);
      if (field) formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
      return;
    }
    setErrors({});
    setProblem(null);
    setIsSubmitting(true);
    const result = await (isAdminLogin ? adminLogin : login)(validation.data);
    if (result.ok) {
      hasSignedIn.current = true;
      signIn(result.data);
      showToast({ title: welcomeTitle(result.data.user), description: AUTH_TEXT.loginSucceeded, variant: 'success' });
      router.replace(isAdminLogin ? ADMIN_HOME : postLoginDestination(result.data.user, returnUrl));
      return;
    }
    setIsSubmitting(false);
    if (isAdminLogin && result.status === 403) {
      // Spec section 5: anyone but an active admin is signed out with this message.
      if (session.status === 'signed-in') await signOut();
      setProblem({ kind: 'failed', message: result.error.message || ADMIN_ACCESS_REQUIRED });
      showToast({
        title: AUTH_TEXT.loginFailed,
        description: result.error.message || ADMIN_ACCESS_REQUIRED,
        variant: 'error',
      });
      return;
    }
    const feedback = loginFailureFeedback(result.error);
    if (feedback.kind === 'unverified') {
      setProblem({ kind: 'unverified', email: validation.data.email });
      remindToVerify(validation.data.email);
      return;
    }
    setProblem(feedback);
    showToast({ title: AUTH_TEXT.loginFailed, description: feedback.message, variant: 'error' });
  };

  return (
    <AuthCard
      title={isAdminLogin ? ADMIN_LOGIN_TITLE : 'Sign in to Studyhub'}
      lead={
        isAdminLogin
          ? 'The back office is for Studyhub administrators.'
          : 'Welcome back. Sign in to reach your documents, AI tools and wallet.'
      }
      footer={
        isAdminLogin ? (
          <Link href="/" className="link">
            Back to Studyhub
          </Link>
        ) : (
          <>
            Don&apos;t have an account?{' '}
            <Link href={withReturnUrl('/register', returnUrl)} className="link">
              Register
            </Link>
          </>
        )
      }
    >
      {problem ? (
        <div className="mb-5">
          {problem.kind === 'unverified' ? (
            <FormAlert ref={alertRef} title={AUTH_TEXT.verifyEmailTitle}>
              <p>We sent a confirmation link to {problem.email}. Open it to activate your account.</p>
              <button type="button" className="link mt-2 text-danger" onClick={() => void resend(problem.email)}>
                {AUTH_TEXT.resendVerification}
              </button>
            </FormAlert>
          ) : (
            <FormAlert ref={alertRef}>{problem.message}</FormAlert>
          )}
        </div>
      ) : null}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={isAdminLogin ? ADMIN_LOGIN_TITLE : 'Sign in'}
      >
        <fieldset disabled={isSubmitting} className="flex flex-col gap-5">
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
            autoComplete="current-password"
            value={values.password}
            error={errors.password}
            onChange={(event) => update('password', event.target.value)}
            labelAside={
              isAdminLogin ? null : (
                <Link href="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
                  Forgot password?
                </Link>
              )
            }
          />
          <button type="submit" className="btn-primary w-full">
            {isSubmitting ? 'Signing in...' : 'Sign in'}
          </button>
        </fieldset>
      </form>
      {isAdminLogin ? null : <GoogleSignInButton returnUrl={returnUrl} />}
    </AuthCard>
  );
}
