/** When keys sign, when they are published and when a new one is due: pure rules, no I/O. */
export interface ScheduledKey {
  kid: string;
  createdAt: Date;
  activatesAt: Date;
}

/**
 * Retired keys stay published this much longer than the access-token lifetime: clock skew between
 * replicas and the moment a replica notices its successor (it re-reads the keys every minute).
 */
export const RETIREMENT_MARGIN_SECONDS = 120;

const DAY_MS = 86_400_000;

function byActivation<T extends ScheduledKey>(keys: readonly T[]): T[] {
  return [...keys].sort((a, b) => a.activatesAt.getTime() - b.activatesAt.getTime() || a.kid.localeCompare(b.kid));
}

/** The key that signs at `now`: the most recently activated one. */
export function signingKeyAt<T extends ScheduledKey>(keys: readonly T[], now: Date): T | undefined {
  return byActivation(keys)
    .filter((key) => key.activatesAt.getTime() <= now.getTime())
    .at(-1);
}

/** When `key` stopped signing (its successor activated), or null while it still signs or waits. */
export function retiredAt<T extends ScheduledKey>(key: T, keys: readonly T[], now: Date): Date | null {
  const successor = byActivation(keys).find(
    (other) => other.activatesAt.getTime() > key.activatesAt.getTime() && other.activatesAt.getTime() <= now.getTime(),
  );
  return successor ? successor.activatesAt : null;
}

/**
 * Keys in the JWKS: the signing key, keys waiting to sign (published early so every service has
 * them first) and retired keys until every token they signed has expired.
 */
export function publishedKeysAt<T extends ScheduledKey>(keys: readonly T[], now: Date, accessTtlSeconds: number): T[] {
  const graceMs = (accessTtlSeconds + RETIREMENT_MARGIN_SECONDS) * 1000;
  return byActivation(keys).filter((key) => {
    const retired = retiredAt(key, keys, now);
    return retired === null || now.getTime() < retired.getTime() + graceMs;
  });
}

/** A new key is due when there is none or the newest is older than the rotation period. */
export function isRotationDue(keys: readonly ScheduledKey[], now: Date, rotationDays: number): boolean {
  const newest = Math.max(...keys.map((key) => key.createdAt.getTime()));
  return keys.length === 0 || now.getTime() - newest >= rotationDays * DAY_MS;
}

/** A new key signs at once when nothing signs yet; otherwise only after it has been published a while. */
export function activationOfNewKey(keys: readonly ScheduledKey[], now: Date, prepublishSeconds: number): Date {
  return signingKeyAt(keys, now) ? new Date(now.getTime() + prepublishSeconds * 1000) : now;
}
