'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

/** Seconds before the 404 page sends the visitor home (spec section 9). */
export const NOT_FOUND_REDIRECT_SECONDS = 10;

/**
 * Visible countdown, then navigation to `/`. The visitor can stop it (WCAG 2.2.1 Timing Adjustable).
 */
export function RedirectCountdown() {
  const router = useRouter();
  const [secondsLeft, setSecondsLeft] = useState(NOT_FOUND_REDIRECT_SECONDS);
  const [isStopped, setIsStopped] = useState(false);

  useEffect(() => {
    if (isStopped) return;
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const elapsed = Math.floor((Date.now() - startedAt) / 1000);
      const left = Math.max(NOT_FOUND_REDIRECT_SECONDS - elapsed, 0);
      setSecondsLeft(left);
      if (left === 0) {
        window.clearInterval(timer);
        router.replace('/');
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [isStopped, router]);

  if (isStopped) {
    return <p className="mt-6 text-base text-muted">Automatic redirect stopped. Take your time.</p>;
  }
  return (
    <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
      <p className="text-base text-muted" data-testid="not-found-countdown">
        Taking you to the home page in <span className="font-semibold text-ink tabular-nums">{secondsLeft}</span>{' '}
        {secondsLeft === 1 ? 'second' : 'seconds'}.
      </p>
      <button type="button" onClick={() => setIsStopped(true)} className="link text-sm">
        Stay on this page
      </button>
    </div>
  );
}
