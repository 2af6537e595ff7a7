export type UserRole = 'user' | 'admin';

/** The signed-in user as `GET /api/auth/me` (and every auth answer) returns it. */
export interface SessionUser {
  id: string;
  email: string;
  full_name: string | null;
  /** `user` or `admin` today; kept open so a new role never signs anyone out. */
  role: UserRole | (string & {});
  avatar_url: string | null;
  /** `active` or `inactive`; assumed active when the answer leaves it out. */
  status: string;
  email_verified: boolean;
  university_id: string | null;
  course_id: string | null;
  created_at: string | null;
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** Reads a user object; null when it is not one. */
export function parseUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.id !== 'string' || typeof record.email !== 'string') return null;
  return {
    id: record.id,
    email: record.email,
    full_name: optionalString(record.full_name),
    role: typeof record.role === 'string' ? record.role : 'user',
    avatar_url: optionalString(record.avatar_url),
    status: typeof record.status === 'string' ? record.status : 'active',
    email_verified: typeof record.email_verified === 'boolean' ? record.email_verified : true,
    university_id: optionalString(record.university_id),
    course_id: optionalString(record.course_id),
    created_at: optionalString(record.created_at),
  };
}

/** Reads `{data:{user}}` (or the `data` of it); anything else means signed out. */
export function parseSessionUser(body: unknown): SessionUser | null {
  if (typeof body !== 'object' || body === null) return null;
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  return parseUser((data as { user?: unknown }).user);
}

/** Reads `{user}` (the `data` of an auth answer). */
export function parseUserData(data: unknown): SessionUser | null {
  if (typeof data !== 'object' || data === null) return null;
  return parseUser((data as { user?: unknown }).user);
}

export function isAdmin(user: Pick<SessionUser, 'role'>): boolean {
  return user.role === 'admin';
}

/** Spec section 4: admin access requires role admin and status active. */
export function isActiveAdmin(user: Pick<SessionUser, 'role' | 'status'>): boolean {
  return user.role === 'admin' && user.status === 'active';
}

/** Name shown in the shell: the full name, else the part of the e-mail before the @. */
export function displayName(user: SessionUser): string {
  return user.full_name ?? user.email.split('@')[0] ?? user.email;
}

/** First word of the name, for greetings. */
export function firstName(user: SessionUser): string {
  return displayName(user).split(/\s+/)[0] ?? displayName(user);
}

/** One or two letters for the avatar fallback. */
export function userInitials(user: SessionUser): string {
  const words = displayName(user).split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[words.length - 1]?.[0] ?? ''}` : (words[0]?.[0] ?? '?');
  return letters.toUpperCase();
}
