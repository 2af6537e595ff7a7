import { relativeTime } from './relative-time';

const NOW = new Date('2026-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [0, 'now'],
    [9, 'now'],
    [42, '42s ago'],
    [60, '1m ago'],
    [59 * 60, '59m ago'],
    [3 * 3600, '3h ago'],
    [2 * 86_400, '2d ago'],
    [15 * 86_400, '2w ago'],
    [65 * 86_400, '2mo ago'],
    [400 * 86_400, '1y ago'],
  ])('%i seconds ago reads %j', (seconds, text) => {
    expect(relativeTime(ago(seconds), NOW)).toBe(text);
  });

  it('reads a time in the future or an unreadable one as now', () => {
    expect(relativeTime(ago(-300), NOW)).toBe('now');
    expect(relativeTime('not a date', NOW)).toBe('now');
  });
});
