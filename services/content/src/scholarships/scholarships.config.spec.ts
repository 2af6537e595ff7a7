import { z } from 'zod';
import { scholarshipsEnvShape } from './scholarships.config';

const schema = z.object(scholarshipsEnvShape);

describe('the scholarship variables', () => {
  it('default to a reminder 7 days ahead, daily at 06:00 UTC', () => {
    expect(schema.parse({})).toEqual({
      SCHOLARSHIP_REMINDER_DAYS: 7,
      SCHOLARSHIP_REMINDER_CRON: '0 6 * * *',
      SCHOLARSHIP_QUEUE_PREFIX: 'studyhub',
    });
  });

  it('take a cron pattern of 5 or 6 fields and refuse anything else', () => {
    expect(schema.parse({ SCHOLARSHIP_REMINDER_CRON: '30 5 * * 1-5' }).SCHOLARSHIP_REMINDER_CRON).toBe('30 5 * * 1-5');
    expect(schema.parse({ SCHOLARSHIP_REMINDER_CRON: '0 0 6 * * *' }).SCHOLARSHIP_REMINDER_CRON).toBe('0 0 6 * * *');
    expect(schema.safeParse({ SCHOLARSHIP_REMINDER_CRON: 'daily' }).success).toBe(false);
    expect(schema.safeParse({ SCHOLARSHIP_REMINDER_CRON: '0 6 * *' }).success).toBe(false);
  });

  it('keep the reminder between 1 and 90 days', () => {
    expect(schema.safeParse({ SCHOLARSHIP_REMINDER_DAYS: '0' }).success).toBe(false);
    expect(schema.safeParse({ SCHOLARSHIP_REMINDER_DAYS: '91' }).success).toBe(false);
    expect(schema.parse({ SCHOLARSHIP_REMINDER_DAYS: '14' }).SCHOLARSHIP_REMINDER_DAYS).toBe(14);
  });
});
