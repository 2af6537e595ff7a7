import { GoogleSignInRefused } from './google-sign-in-refused';

/** Longest name kept (the register form's limit). */
const FULL_NAME_MAX_LENGTH = 120;
const PICTURE_URL_MAX_LENGTH = 2048;
const EMAIL_MAX_LENGTH = 254;

/** What sign-in needs from the provider's ID token. */
export interface GoogleProfile {
  /** The provider's stable id of the person (`sub`); e-mail addresses can change hands, this cannot. */
  subject: string;
  /** Lower-cased. */
  email: string;
  fullName: string | null;
  pictureUrl: string | null;
}

/**
 * Reads the ID token's claims. Only an address the provider says it verified is accepted: linking
 * an existing account by e-mail is safe only then.
 */
export function googleProfileOf(claims: Record<string, unknown>): GoogleProfile {
  const subject = claims.sub;
  if (typeof subject !== 'string' || subject.length === 0 || subject.length > 255) {
    throw new GoogleSignInRefused('invalid_response', 'sub claim missing');
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > EMAIL_MAX_LENGTH) {
    throw new GoogleSignInRefused('email_missing');
  }
  // Some providers send the flag as a string.
  if (claims.email_verified !== true && claims.email_verified !== 'true') {
    throw new GoogleSignInRefused('email_not_verified');
  }
  return { subject, email, fullName: fullNameOf(claims), pictureUrl: pictureUrlOf(claims.picture) };
}

function fullNameOf(claims: Record<string, unknown>): string | null {
  const parts =
    typeof claims.name === 'string' && claims.name.trim() !== ''
      ? [claims.name]
      : [claims.given_name, claims.family_name].filter((part): part is string => typeof part === 'string');
  const name = parts.join(' ').replace(/\s+/g, ' ').trim();
  return name === '' ? null : [...name].slice(0, FULL_NAME_MAX_LENGTH).join('');
}

function pictureUrlOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > PICTURE_URL_MAX_LENGTH) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** The name of a new account: the provider's, else the part of the address before the @. */
export function newAccountNameOf(profile: GoogleProfile): string {
  return profile.fullName ?? profile.email.split('@')[0]!;
}
