import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { LOGGER, SERVICE_CONFIG, type Logger } from '@studyhub/platform';
import { utcDateOf } from '../calendar';
import type { ScholarshipsEnv } from '../scholarships.config';
import { DeadlineReminders } from './deadline-reminders';

export const REMINDER_QUEUE_NAME = 'scholarship-reminders';
const SCHEDULER_ID = 'daily-deadline-reminders';

interface ReminderJobData {
  /** A fixed day to run for (tests, an operator's rerun); the scheduled runs use the day they fire. */
  day?: string;
}

/** BullMQ connections must not give up on commands while Redis restarts; BullMQ retries them. */
function bullConnection(redisUrl: string, name: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null, enableReadyCheck: true, connectionName: name });
}

/**
 * The daily reminder run as a BullMQ job scheduler: upserting it at every start keeps one schedule
 * however many replicas start, and only one worker takes each run.
 */
@Injectable()
export class ReminderScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private connection: Redis | undefined;
  private queue: Queue<ReminderJobData, number> | undefined;
  private worker: Worker<ReminderJobData, number> | undefined;
  private scheduled: Promise<void> = Promise.resolve();

  constructor(
    private readonly reminders: DeadlineReminders,
    @Inject(SERVICE_CONFIG) private readonly config: ScholarshipsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.connection = bullConnection(this.config.REDIS_URL, 'studyhub-content-reminders');
    const options = { connection: this.connection, prefix: this.config.SCHOLARSHIP_QUEUE_PREFIX };
    this.queue = new Queue<ReminderJobData, number>(REMINDER_QUEUE_NAME, options);
    this.worker = new Worker<ReminderJobData, number>(REMINDER_QUEUE_NAME, (job) => this.run(job), {
      ...options,
      concurrency: 1,
    });
    this.worker.on('error', (error) =>
      this.logger.warn({ err: error }, 'scholarship reminder worker connection error'),
    );
    this.worker.on('failed', (job, error) =>
      this.logger.warn({ err: error, jobId: job?.id }, 'scholarship reminder run failed'),
    );
    // Not awaited: while Redis is away the service still starts and answers; the schedule lands
    // once Redis is back (the connection retries), and a failure is logged.
    this.scheduled = this.queue
      .upsertJobScheduler(
        SCHEDULER_ID,
        { pattern: this.config.SCHOLARSHIP_REMINDER_CRON, tz: 'UTC' },
        {
          name: 'remind',
          data: {},
          opts: {
            attempts: 3,
            backoff: { type: 'exponential', delay: 60_000 },
            removeOnComplete: { count: 30 },
            removeOnFail: { count: 100 },
          },
        },
      )
      .then(
        () => undefined,
        (error: unknown) => this.logger.error({ err: error }, 'the daily scholarship reminder could not be scheduled'),
      );
  }

  /** Queues a run for `day` and waits for its result (the number of reminders sent). */
  async runFor(day: string, timeoutMs = 30_000): Promise<number> {
    if (!this.queue || !this.connection) throw new Error('the reminder queue is not started');
    const eventsConnection = bullConnection(this.config.REDIS_URL, 'studyhub-content-reminder-events');
    const events = new QueueEvents(REMINDER_QUEUE_NAME, {
      connection: eventsConnection,
      prefix: this.config.SCHOLARSHIP_QUEUE_PREFIX,
    });
    try {
      await events.waitUntilReady();
      const job = await this.queue.add(
        'remind',
        { day },
        { removeOnComplete: { count: 30 }, removeOnFail: { count: 100 } },
      );
      return await job.waitUntilFinished(events, timeoutMs);
    } finally {
      await events.close();
      eventsConnection.disconnect();
    }
  }

  /** The schedule's next run, for operators and tests. */
  async nextRun(): Promise<Date | null> {
    await this.scheduled;
    const scheduler = await this.queue?.getJobScheduler(SCHEDULER_ID);
    return scheduler?.next ? new Date(scheduler.next) : null;
  }

  /** Removes the queue and its schedule from Redis (tests, which use a prefix of their own). */
  async obliterate(): Promise<void> {
    await this.queue?.removeJobScheduler(SCHEDULER_ID);
    await this.queue?.obliterate({ force: true });
  }

  private run(job: Job<ReminderJobData, number>): Promise<number> {
    // A scheduled run is for the day it was due, even when it starts late or is retried after midnight.
    const day = job.data.day ?? utcDateOf(new Date(job.timestamp + (job.opts.delay ?? 0)));
    return this.reminders.remind(day);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    this.connection?.disconnect();
  }
}
