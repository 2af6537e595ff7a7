import type { GoogleProfile } from './google-profile';

export interface ProfileSync {
  fullName?: string;
  avatarUrl?: string;
}

/**
 * What a Google sign-in fills in on an existing account (spec: /auth/callback syncs avatar and
 * name): only what is empty, so a name or avatar the user chose is never overwritten.
 */
export function profileSyncOf(
  account: { fullName: string; avatarUrl: string | null },
  profile: Pick<GoogleProfile, 'fullName' | 'pictureUrl'>,
): ProfileSync {
  const changes: ProfileSync = {};
  if (account.fullName.trim() === '' && profile.fullName) changes.fullName = profile.fullName;
  if (!account.avatarUrl && profile.pictureUrl) changes.avatarUrl = profile.pictureUrl;
  return changes;
}

export function isEmptySync(changes: ProfileSync): boolean {
  return changes.fullName === undefined && changes.avatarUrl === undefined;
}
