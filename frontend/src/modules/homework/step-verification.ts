import type { StepVerification } from '@studyhub/contracts';

export const VERIFIED_LABEL = 'Verified';
export const VERIFIED_DESCRIPTION = 'The math engine checked this step and it is correct.';
export const MISMATCH_LABEL = 'Check this step';
export const MISMATCH_DESCRIPTION = 'The math engine found this step wrong; check it before you rely on it.';

export type StepBadge =
  { tone: 'verified'; label: string; description: string } | { tone: 'mismatch'; label: string; description: string };

/**
 * What a step claims about its math: "Verified" only when the engine confirmed it, a warning when it
 * found it wrong, and nothing at all for a step it could not check (not checked is not correct).
 */
export function stepBadgeOf(verification: StepVerification | (string & {}) | undefined): StepBadge | null {
  if (verification === 'verified')
    return { tone: 'verified', label: VERIFIED_LABEL, description: VERIFIED_DESCRIPTION };
  if (verification === 'mismatch')
    return { tone: 'mismatch', label: MISMATCH_LABEL, description: MISMATCH_DESCRIPTION };
  return null;
}
