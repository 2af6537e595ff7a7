import { daysUntil, deadlineStatus, formatDeadline, formatScholarshipAmount, todayUtc } from './scholarship-format';

describe('scholarship formatting', () => {
  it('writes a fixed amount or a range in whole dollars', () => {
    expect(formatScholarshipAmount(1_000_000, null)).toBe('$10,000');
    expect(formatScholarshipAmount(1_500_000, 2_500_000)).toBe('$15,000–$25,000');
    expect(formatScholarshipAmount(250_000, 250_000)).toBe('$2,500');
  });

  it('writes a deadline as a long date whatever the time zone', () => {
    expect(formatDeadline('2027-03-08')).toBe('March 8, 2027');
  });

  it('counts days to the deadline and says how urgent it is', () => {
    expect(daysUntil('2027-03-08', '2027-03-01')).toBe(7);
    expect(deadlineStatus('2027-03-08', '2027-03-01')).toEqual({ label: 'Closes in 7 days', urgency: 'soon' });
    expect(deadlineStatus('2027-03-09', '2027-03-01')).toEqual({ label: 'Closes in 8 days', urgency: 'open' });
    expect(deadlineStatus('2027-03-02', '2027-03-01')).toEqual({ label: 'Closes tomorrow', urgency: 'soon' });
    expect(deadlineStatus('2027-03-01', '2027-03-01')).toEqual({ label: 'Closes today', urgency: 'soon' });
    expect(deadlineStatus('2027-02-28', '2027-03-01')).toEqual({ label: 'Closed', urgency: 'closed' });
  });

  it('takes today as a UTC day', () => {
    expect(todayUtc(new Date('2027-03-01T23:30:00-05:00'))).toBe('2027-03-02');
  });
});
