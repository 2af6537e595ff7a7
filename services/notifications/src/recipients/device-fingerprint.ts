import { createHash } from 'node:crypto';
import { deviceKeyOf } from '@studyhub/contracts';

export { describeDevice } from '@studyhub/contracts';

/**
 * What makes a sign-in "from a new device" (the same rule as auth's sign-in history): the hash of
 * the browser's description without version numbers.
 */
export function deviceFingerprint(userAgent: string | null): string {
  return createHash('sha256').update(deviceKeyOf(userAgent)).digest('hex');
}
