import type { PageVersionState } from '@studyhub/contracts';

export interface VersionTiming {
  version: number;
  publishedAt: Date | null;
}

/**
 * The live version is the one whose publication time passed most recently (ties: the higher
 * number). Earlier publications are superseded, later ones scheduled, unpublished ones drafts.
 */
export function liveVersionOf(versions: readonly VersionTiming[], now: Date): number | null {
  let live: VersionTiming | null = null;
  for (const candidate of versions) {
    if (!candidate.publishedAt || candidate.publishedAt > now) continue;
    if (
      !live ||
      candidate.publishedAt > live.publishedAt! ||
      (candidate.publishedAt.getTime() === live.publishedAt!.getTime() && candidate.version > live.version)
    ) {
      live = candidate;
    }
  }
  return live?.version ?? null;
}

export function stateOf(version: VersionTiming, liveVersion: number | null, now: Date): PageVersionState {
  if (!version.publishedAt) return 'draft';
  if (version.publishedAt > now) return 'scheduled';
  return version.version === liveVersion ? 'live' : 'superseded';
}
