import { isAdmin, type SessionUser } from './session-user';

export const USER_HOME = '/dashboard';
export const ADMIN_HOME = '/admin/dashboard';
export const ADMIN_LOGIN = '/admin/login';

/**
 * Spec section 4: after signing in admins go to the admin dashboard, everyone else to their
 * dashboard, unless they were on their way somewhere (returnUrl wins for non-admins).
 */
export function postLoginDestination(user: Pick<SessionUser, 'role'>, returnUrl: string | null): string {
  if (isAdmin(user)) return ADMIN_HOME;
  return returnUrl ?? USER_HOME;
}

/** Spec section 2: a signed-in visitor to login or register goes to returnUrl, else the dashboard. */
export function signedInVisitorDestination(returnUrl: string | null): string {
  return returnUrl ?? USER_HOME;
}

/** Spec section 4: after signing out admins go to the admin login, everyone else home. */
/**
 * Spec section 4: admins go to the admin login, others home. A session whose user has not loaded
 * yet (the admin console renders its user from the server first) is judged by where it signs out.
 */
export function postLogoutDestination(user: Pick<SessionUser, 'role'> | null, pathname = '/'): string {
  if (user) return isAdmin(user) ? ADMIN_LOGIN : '/';
  return pathname === '/admin' || pathname.startsWith('/admin/') ? ADMIN_LOGIN : '/';
}
