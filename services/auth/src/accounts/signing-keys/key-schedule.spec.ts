import {
  RETIREMENT_MARGIN_SECONDS,
  activationOfNewKey,
  isRotationDue,
  publishedKeysAt,
  signingKeyAt,
  type ScheduledKey,
} from './key-schedule';

const at = (iso: string) => new Date(iso);
const key = (kid: string, created: string, activates = created): ScheduledKey => ({
  kid,
  createdAt: at(created),
  activatesAt: at(activates),
});

describe('signing key schedule', () => {
  const old = key('old', '2026-01-01T00:00:00Z');
  const next = key('next', '2026-01-31T00:00:00Z', '2026-01-31T00:15:00Z');
  const keys = [next, old];

  it('signs with the newest activated key; a published successor waits for its activation', () => {
    expect(signingKeyAt(keys, at('2026-01-31T00:10:00Z'))?.kid).toBe('old');
    expect(signingKeyAt(keys, at('2026-01-31T00:15:00Z'))?.kid).toBe('next');
    expect(signingKeyAt([], at('2026-01-31T00:15:00Z'))).toBeUndefined();
  });

  it('publishes the waiting key early and the retired key until its last token expired', () => {
    const ttl = 900;
    const kids = (now: string) => publishedKeysAt(keys, at(now), ttl).map((k) => k.kid);
    expect(kids('2026-01-31T00:01:00Z')).toEqual(['old', 'next']);
    const lastValid = new Date(at('2026-01-31T00:15:00Z').getTime() + (ttl + RETIREMENT_MARGIN_SECONDS) * 1000 - 1);
    expect(publishedKeysAt(keys, lastValid, ttl).map((k) => k.kid)).toEqual(['old', 'next']);
    expect(publishedKeysAt(keys, new Date(lastValid.getTime() + 1), ttl).map((k) => k.kid)).toEqual(['next']);
  });

  it('is due for rotation when there is no key or the newest is older than the period', () => {
    expect(isRotationDue([], at('2026-01-01T00:00:00Z'), 30)).toBe(true);
    expect(isRotationDue([old], at('2026-01-30T23:59:59Z'), 30)).toBe(false);
    expect(isRotationDue([old], at('2026-01-31T00:00:00Z'), 30)).toBe(true);
    expect(isRotationDue(keys, at('2026-02-01T00:00:00Z'), 30)).toBe(false);
  });

  it('activates the first key at once and later keys after the pre-publication delay', () => {
    const now = at('2026-01-31T00:00:00Z');
    expect(activationOfNewKey([], now, 900)).toEqual(now);
    expect(activationOfNewKey([old], now, 900)).toEqual(at('2026-01-31T00:15:00Z'));
  });
});
