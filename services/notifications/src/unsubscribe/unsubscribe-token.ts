import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_PREFERENCE_IDS, type NotificationPreferenceId } from '@studyhub/contracts';

export interface UnsubscribeClaim {
  userId: string;
  preferenceId: NotificationPreferenceId;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `<base64url(userId:preferenceId)>.<base64url(HMAC-SHA256)>`. It does not expire: RFC 8058 asks
 * that a List-Unsubscribe link keep working, and all it can do is turn one preference off.
 */
export function signUnsubscribeToken(claim: UnsubscribeClaim, secret: string): string {
  const payload = Buffer.from(`${claim.userId}:${claim.preferenceId}`, 'utf8').toString('base64url');
  return `${payload}.${signatureOf(payload, secret)}`;
}

/** The claim of a genuine token, or undefined for anything altered, truncated or made up. */
export function verifyUnsubscribeToken(token: string, secret: string): UnsubscribeClaim | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(signatureOf(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const [userId, preferenceId, ...extra] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (!userId || !UUID.test(userId) || extra.length > 0) return undefined;
  if (!(NOTIFICATION_PREFERENCE_IDS as readonly string[]).includes(preferenceId ?? '')) return undefined;
  return { userId, preferenceId: preferenceId as NotificationPreferenceId };
}

function signatureOf(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');
}
