import { cookies } from 'next/headers';
import { SESSION_COOKIES } from '@studyhub/contracts';

/**
 * Whether the visitor has a session, for display rules such as the price badge. Cheap (cookies
 * only); the API still decides every permission itself.
 */
export async function hasSession(): Promise<boolean> {
  const jar = await cookies();
  return jar.has(SESSION_COOKIES.access) || jar.has(SESSION_COOKIES.csrf);
}
