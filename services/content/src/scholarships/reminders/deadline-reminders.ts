import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EVENT_CATALOG } from '@studyhub/contracts';
import { LOGGER, OutboxWriter, SERVICE_CONFIG, type Logger } from '@studyhub/platform';
import { addDays } from '../calendar';
import type { ScholarshipsEnv } from '../scholarships.config';

const BATCH_SIZE = 500;

interface DueReminder {
  user_id: string;
  scholarship_id: string;
  slug: string;
  title: string;
  deadline: string;
  days_left: number;
}

/**
 * Finds saved, published scholarships that close within the reminder window and announces each
 * (student, scholarship) pair once: the reminder row and its outbox event commit together, and the
 * row's key turns every later run (or a second replica running at once) into a no-op for that pair.
 */
@Injectable()
export class DeadlineReminders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    @Inject(SERVICE_CONFIG) private readonly config: ScholarshipsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * `today` is the run's UTC day. The window is today..today+N rather than exactly N days away, so
   * a day the job did not run, or a scholarship saved with less than N days left, still gets its
   * one reminder (with the real number of days left).
   */
  async remind(today: string): Promise<number> {
    const lastDay = addDays(today, this.config.SCHOLARSHIP_REMINDER_DAYS);
    let sent = 0;
    for (;;) {
      const batch = await this.dataSource.transaction(async (manager) => {
        const due = await manager.query<DueReminder[]>(
          `WITH due AS (
             SELECT saved.user_id, s.id AS scholarship_id, s.deadline
             FROM saved_scholarships saved
             JOIN scholarships s ON s.id = saved.scholarship_id
             WHERE s.is_published AND s.deadline BETWEEN $1::date AND $2::date
               AND NOT EXISTS (
                 SELECT 1 FROM scholarship_deadline_reminders r
                 WHERE r.user_id = saved.user_id AND r.scholarship_id = saved.scholarship_id)
             ORDER BY s.deadline, saved.user_id, s.id
             LIMIT $3
           ), inserted AS (
             INSERT INTO scholarship_deadline_reminders (user_id, scholarship_id, deadline, days_left)
             SELECT user_id, scholarship_id, deadline, deadline - $1::date FROM due
             ON CONFLICT (user_id, scholarship_id) DO NOTHING
             RETURNING user_id, scholarship_id, deadline, days_left
           )
           SELECT inserted.user_id, inserted.scholarship_id, s.slug, s.title,
                  inserted.deadline::text AS deadline, inserted.days_left
           FROM inserted JOIN scholarships s ON s.id = inserted.scholarship_id`,
          [today, lastDay, BATCH_SIZE],
        );
        for (const reminder of due) {
          await this.outbox.append(
            manager,
            'scholarship.deadline-approaching.v1',
            {
              userId: reminder.user_id,
              scholarshipId: reminder.scholarship_id,
              slug: reminder.slug,
              title: reminder.title,
              deadline: reminder.deadline,
              daysLeft: reminder.days_left,
            },
            { correlationId: `scholarship-reminders-${today}`, causationId: null },
          );
        }
        return due.length;
      });
      sent += batch;
      // A short batch can also mean another replica took some pairs at the same moment; the next
      // query finds nothing left either way.
      if (batch === 0) break;
    }
    this.logger.info({ today, lastDay, sent }, 'scholarship deadline reminders sent');
    return sent;
  }
}
