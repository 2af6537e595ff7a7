import type { StepVerification } from '@studyhub/contracts';
import { AlertTriangle, BadgeCheck } from 'lucide-react';
import { stepBadgeOf } from '../step-verification';

/** The math engine's word on a step: a "Verified" badge, a warning, or nothing when it could not check it. */
export function StepBadge({ verification }: { verification: StepVerification }) {
  const badge = stepBadgeOf(verification);
  if (!badge) return null;
  if (badge.tone === 'verified') {
    return (
      <span
        data-testid="step-verified"
        title={badge.description}
        className="inline-flex items-center gap-1 rounded-full border border-success/30 bg-success-50 px-2 py-0.5 text-xs font-semibold text-success"
      >
        <BadgeCheck aria-hidden="true" className="size-3.5" />
        {badge.label}
        <span className="sr-only">: {badge.description}</span>
      </span>
    );
  }
  return (
    <p
      data-testid="step-mismatch"
      className="mt-3 flex gap-2 rounded-lg border border-accent-300 bg-accent-100 p-3 text-sm text-accent-800"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="font-semibold">{badge.label}:</strong> {badge.description}
      </span>
    </p>
  );
}
