import { addDays, daysBetween, utcDateOf } from './calendar';

describe('calendar dates', () => {
  it('takes the UTC day of an instant', () => {
    expect(utcDateOf(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
  });

  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-08', -7)).toBe('2026-03-01');
  });

  it('counts whole days between dates, whatever the daylight saving changes', () => {
    expect(daysBetween('2026-03-01', '2026-03-08')).toBe(7);
    expect(daysBetween('2026-10-20', '2026-11-03')).toBe(14);
    expect(daysBetween('2026-03-08', '2026-03-01')).toBe(-7);
  });
});
