import { scholarshipReminderDays } from './reminder-days';

describe('scholarshipReminderDays', () => {
  it('reads the configured days, as the content service does', () => {
    expect(scholarshipReminderDays({ SCHOLARSHIP_REMINDER_DAYS: '10' })).toBe(10);
  });

  it('falls back to 7 when unset or out of the service’s range', () => {
    expect(scholarshipReminderDays({})).toBe(7);
    expect(scholarshipReminderDays({ SCHOLARSHIP_REMINDER_DAYS: '0' })).toBe(7);
    expect(scholarshipReminderDays({ SCHOLARSHIP_REMINDER_DAYS: 'soon' })).toBe(7);
  });
});
