'use client';

import { Loader2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { logout } from '../api/session-api';
import { AuthCard } from '../components/auth-card';
import { ADMIN_LOGIN, USER_HOME } from '../post-login-destination';
import { withReturnUrl } from '../return-url';
import { renewSession } from '../session-renewal';

const LAST_RESUME_KEY = 'studyhub.session.last-resume';
/** Coming back here for the same page this soon means renewing did not help: stop instead of looping. */
const RESUME_LOOP_WINDOW_MS = 15_000;

function isRepeatedResume(target: string): boolean {
  try {
    const previous = JSON.parse(window.sessionStorage.getItem(LAST_RESUME_KEY) ?? 'null') as {
      target?: string;
      at?: number;
    } | null;
    window.sessionStorage.setItem(LAST_RESUME_KEY, JSON.stringify({ target, at: Date.now() }));
    return (
      previous?.target === target && typeof previous.at === 'number' && Date.now() - previous.at < RESUME_LOOP_WINDOW_MS
    );
  } catch {
    return false;
  }
}

type ResumeOutcome = 'renewed' | 'ended' | 'unavailable';
/** One renewal per target and page load, however often React runs the effect. */
const resumes = new Map<string, Promise<ResumeOutcome>>();

function resumeOnce(target: string): Promise<ResumeOutcome> {
  let pending = resumes.get(target);
  if (!pending) {
    pending = (async () => {
      if (isRepeatedResume(target)) return 'ended';
      return (await renewSession({ force: true })).kind;
    })().finally(() => resumes.delete(target));
    resumes.set(target, pending);
  }
  return pending;
}

function signInPageFor(target: string): string {
  return target === '/admin' || target.startsWith('/admin/') ? ADMIN_LOGIN : withReturnUrl('/login', target);
}

/**
 * The guard sends a visitor here when their access token has expired: the refresh cookie only
 * travels to /api/auth, so the browser renews the session and then goes on to the page; when the
 * session is over, the cookies are cleared and the visitor signs in again.
 */
export function SessionResumeView({ returnUrl }: { returnUrl: string | null }) {
  const router = useRouter();
  const target = returnUrl ?? USER_HOME;
  const [isUnavailable, setIsUnavailable] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    const resume = async () => {
      const outcome = await resumeOnce(target);
      if (!isCurrent) return;
      if (outcome === 'renewed') {
        router.replace(target);
        return;
      }
      if (outcome === 'unavailable') {
        setIsUnavailable(true);
        return;
      }
      await logout();
      if (isCurrent) router.replace(signInPageFor(target));
    };
    void resume();
    return () => {
      isCurrent = false;
    };
  }, [target, router]);

  if (isUnavailable) {
    return (
      <AuthCard title="We could not restore your session">
        <FormAlert>Studyhub cannot be reached right now. Check your connection and try again.</FormAlert>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={target} className="btn-primary">
            Try again
          </a>
          <Link href={signInPageFor(target)} className="btn-secondary">
            Sign in
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Restoring your session">
      <p role="status" className="flex items-center gap-3 text-sm text-muted">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-700" />
        One moment…
      </p>
    </AuthCard>
  );
}
