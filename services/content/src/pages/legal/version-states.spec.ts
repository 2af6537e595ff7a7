import { liveVersionOf, stateOf } from './version-states';

const now = new Date('2026-03-10T12:00:00Z');
const at = (iso: string | null) => (iso ? new Date(iso) : null);

describe('liveVersionOf', () => {
  it('is the version published most recently before now', () => {
    const versions = [
      { version: 1, publishedAt: at('2025-11-01T00:00:00Z') },
      { version: 2, publishedAt: at('2026-03-01T00:00:00Z') },
      { version: 3, publishedAt: at('2026-04-01T00:00:00Z') },
      { version: 4, publishedAt: null },
    ];
    expect(liveVersionOf(versions, now)).toBe(2);
  });

  it('prefers a later publication time over a higher number (a scheduled version takes over on time)', () => {
    const versions = [
      { version: 4, publishedAt: at('2026-03-09T00:00:00Z') },
      { version: 3, publishedAt: at('2026-03-10T11:00:00Z') },
    ];
    expect(liveVersionOf(versions, now)).toBe(3);
  });

  it('breaks a tie on the publication time by the higher number', () => {
    const versions = [
      { version: 1, publishedAt: at('2026-03-01T00:00:00Z') },
      { version: 2, publishedAt: at('2026-03-01T00:00:00Z') },
    ];
    expect(liveVersionOf(versions, now)).toBe(2);
  });

  it('is null while nothing is published', () => {
    expect(liveVersionOf([{ version: 1, publishedAt: null }], now)).toBeNull();
    expect(liveVersionOf([{ version: 1, publishedAt: at('2026-05-01T00:00:00Z') }], now)).toBeNull();
  });
});

describe('stateOf', () => {
  it('names drafts, scheduled, live and superseded versions', () => {
    expect(stateOf({ version: 5, publishedAt: null }, 2, now)).toBe('draft');
    expect(stateOf({ version: 3, publishedAt: at('2026-04-01T00:00:00Z') }, 2, now)).toBe('scheduled');
    expect(stateOf({ version: 2, publishedAt: at('2026-03-01T00:00:00Z') }, 2, now)).toBe('live');
    expect(stateOf({ version: 1, publishedAt: at('2025-11-01T00:00:00Z') }, 2, now)).toBe('superseded');
  });
});
