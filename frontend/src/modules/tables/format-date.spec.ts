import { formatCalendarDate, formatDateTime, formatShortDay } from './format-date';

describe('date formatting', () => {
  it('formats moments in UTC for server-rendered pages', () => {
    expect(formatDateTime('2026-01-31T15:04:00Z', 'utc')).toBe('Jan 31, 2026, 3:04 PM UTC');
  });

  it('shows a dash for missing or broken dates', () => {
    expect(formatDateTime(null)).toBe('–');
    expect(formatDateTime('not a date', 'utc')).toBe('–');
    expect(formatCalendarDate(undefined)).toBe('–');
  });

  it('reads calendar dates as days, whatever the zone', () => {
    expect(formatCalendarDate('2026-01-31')).toBe('Jan 31, 2026');
    expect(formatShortDay('2026-03-01')).toBe('Mar 1');
  });
});
