export type UserRole = 'user' | 'admin';

/** The signed-in user as `GET /api/auth/me` returns it. */
export interface SessionUser {
  id: string;
  email: string;
  full_name: string | null;
  /** `user` or `admin` today; kept open so a new role never signs anyone out. */
  role: UserRole | (string & {});
  avatar_url: string | null;
}

/** Reads `{data:{user}}`; anything else means signed out. */
export function parseSessionUser(body: unknown): SessionUser | null {
  if (typeof body !== 'object' || body === null) return null;
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const user = (data as { user?: unknown }).user;
  if (typeof user !== 'object' || user === null) return null;
  const record = user as Record<string, unknown>;
  if (typeof record.id !== 'string' || typeof record.email !== 'string') return null;
  return {
    id: record.id,
    email: record.email,
    full_name: typeof record.full_name === 'string' && record.full_name.trim() ? record.full_name : null,
    role: typeof record.role === 'string' ? record.role : 'user',
    avatar_url: typeof record.avatar_url === 'string' && record.avatar_url ? record.avatar_url : null,
  };
}

/** Name shown in the shell: the full name, else the part of the e-mail before the @. */
export function displayName(user: SessionUser): string {
  return user.full_name ?? user.email.split('@')[0] ?? user.email;
}

/** One or two letters for the avatar fallback. */
export function userInitials(user: SessionUser): string {
  const words = displayName(user).split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[words.length - 1]?.[0] ?? ''}` : (words[0]?.[0] ?? '?');
  return letters.toUpperCase();
}
