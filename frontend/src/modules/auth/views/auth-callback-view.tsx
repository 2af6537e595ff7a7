'use client';

import { Loader2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { TextField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';
import { verifyEmail, type SessionGrant } from '../api/session-api';
import { AUTH_TEXT } from '../auth-messages';
import { validateEmailForm } from '../auth-forms';
import { AuthCard } from '../components/auth-card';
import { useSession } from '../components/session-provider';
import { useResendVerification } from '../hooks/use-verification-reminder';
import { postLoginDestination } from '../post-login-destination';
import { withReturnUrl } from '../return-url';
import type { ApiResult } from '@/modules/http/api-result';

export const VERIFICATION_FAILED_TITLE = 'We could not verify your email';
const VERIFICATION_FAILED_FALLBACK = 'This confirmation link is invalid or has expired.';

/** A verification token is spent by its first use: never post it twice (React may run effects twice). */
const verifications = new Map<string, Promise<ApiResult<SessionGrant>>>();
function verifyOnce(token: string): Promise<ApiResult<SessionGrant>> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifyEmail(token);
    verifications.set(token, pending);
  }
  return pending;
}

function ResendVerificationForm() {
  const resend = useResendVerification();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const validation = validateEmailForm(email);
    if (!validation.isValid) {
      setError(validation.errors.email ?? null);
      return;
    }
    setError(null);
    setIsSending(true);
    await resend(validation.data.email);
    setIsSending(false);
  };

  return (
    <form
      noValidate
      aria-label="Resend the confirmation link"
      onSubmit={(event) => void onSubmit(event)}
      className="mt-6"
    >
      <fieldset disabled={isSending} className="flex flex-col gap-4">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn-primary w-full">
          {AUTH_TEXT.resendVerification}
        </button>
      </fieldset>
    </form>
  );
}

/**
 * Where e-mail confirmation links and Google sign-in come back to: confirms the address (which
 * signs the user in) or picks up the session Google started, then continues to returnUrl or the
 * dashboard.
 */
export function AuthCallbackView({
  type,
  token,
  returnUrl,
}: {
  type: string | null;
  token: string | null;
  returnUrl: string | null;
}) {
  const router = useRouter();
  const { session, signIn } = useSession();
  const { showToast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const hasFinished = useRef(false);
  const isEmailVerification = type === 'email_verification';

  const finish = (grant: Pick<SessionGrant, 'user'>) => {
    if (hasFinished.current) return;
    hasFinished.current = true;
    showToast({ title: AUTH_TEXT.signedIn, variant: 'success' });
    router.replace(postLoginDestination(grant.user, returnUrl));
  };

  useEffect(() => {
    if (!isEmailVerification) return;
    if (!token) {
      setFailure(VERIFICATION_FAILED_FALLBACK);
      return;
    }
    let isCurrent = true;
    void verifyOnce(token).then((result) => {
      if (!isCurrent) return;
      if (result.ok) {
        signIn(result.data);
        finish(result.data);
      } else {
        setFailure(failureMessage(result, VERIFICATION_FAILED_FALLBACK));
      }
    });
    return () => {
      isCurrent = false;
    };
    // `finish` only reads refs and stable hooks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isEmailVerification, token, signIn]);

  // Google: the cookies are set by the time the browser lands here; the session provider reads them.
  useEffect(() => {
    if (isEmailVerification || hasFinished.current) return;
    if (session.status === 'signed-in') finish(session);
    if (session.status === 'signed-out') {
      hasFinished.current = true;
      router.replace(`${withReturnUrl('/login', returnUrl)}${returnUrl ? '&' : '?'}error=google`);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isEmailVerification, session]);

  if (failure) {
    return (
      <AuthCard title={VERIFICATION_FAILED_TITLE}>
        <FormAlert>{failure}</FormAlert>
        <p className="mt-6 text-sm text-muted">
          Enter your email address and we will send you a new confirmation link.
        </p>
        <ResendVerificationForm />
        <p className="mt-6 text-center text-sm text-muted">
          Already confirmed?{' '}
          <Link href={withReturnUrl('/login', returnUrl)} className="link">
            Sign in
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={isEmailVerification ? 'Confirming your email' : 'Signing you in'}>
      <p role="status" className="flex items-center gap-3 text-sm text-muted">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-700" />
        One moment…
      </p>
    </AuthCard>
  );
}
