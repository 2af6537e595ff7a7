import { randomUUID } from 'node:crypto';
import { connect } from 'amqplib';
import type { EventEnvelope, ScholarshipResponse } from '@studyhub/contracts';
import { queueNameFor } from '@studyhub/platform';
import {
  createTestTokenIssuer,
  startTestService,
  TEST_RABBITMQ_URL,
  uniqueSuffix,
  waitFor,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { addDays, utcDateOf } from '../src/scholarships/calendar';
import { ReminderScheduler } from '../src/scholarships/reminders/reminder-scheduler';
import { contentService } from '../src/service';

jest.setTimeout(60_000);

const EVENT_TYPE = 'scholarship.deadline-approaching.v1';
const today = utcDateOf(new Date());

interface ReminderData {
  userId: string;
  scholarshipId: string;
  slug: string;
  title: string;
  deadline: string;
  daysLeft: number;
}

describe('scholarship deadline reminders (BullMQ on Redis, outbox to RabbitMQ)', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  let adminToken: string;
  let scheduler: ReminderScheduler;

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(contentService, {
      verifier: tokens.verifier,
      env: { SCHOLARSHIP_QUEUE_PREFIX: `studyhub-test-${uniqueSuffix()}`, SCHOLARSHIP_REMINDER_DAYS: '7' },
    });
    adminToken = await tokens.sign({ userId: randomUUID(), role: 'admin' });
    scheduler = service.app.get(ReminderScheduler);
  });

  afterAll(async () => {
    await service?.app.get(ReminderScheduler).obliterate();
    await service?.close();
  });

  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const response = await fetch(`${service.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status).toBeLessThan(300);
    return response;
  };

  const create = async (title: string, deadline: string): Promise<ScholarshipResponse> => {
    const response = await call('POST', '/admin/scholarships', adminToken, {
      title,
      provider: 'Reminder Test Trust',
      description: 'A scholarship the reminder test saves to see when its students are told.',
      amount_min_cents: 100_000,
      levels: ['masters'],
      country_code: 'DE',
      country_name: 'Germany',
      deadline,
      eligibility: 'Students saving it in the reminder test.',
      how_to_apply: 'Save it and wait for the reminder.',
      official_url: 'https://scholarships.example.org/reminder-test',
      is_published: true,
    });
    return ((await response.json()) as { data: ScholarshipResponse }).data;
  };

  it('keeps one daily schedule in Redis', async () => {
    const next = await scheduler.nextRun();
    expect(next).not.toBeNull();
    expect(next!.getUTCHours()).toBe(6);
    expect(next!.getUTCMinutes()).toBe(0);
    expect(next!.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
  });

  it('announces each saved scholarship closing within 7 days once per student, through the broker', async () => {
    const inAWeek = await create('Closes In A Week', addDays(today, 7));
    const inThreeDays = await create('Closes In Three Days', addDays(today, 3));
    const tooFar = await create('Closes In Eight Days', addDays(today, 8));
    const passed = await create('Closed Yesterday', addDays(today, -1));
    const unpublished = await create('Unpublished Later', addDays(today, 5));

    const [ada, ben] = [randomUUID(), randomUUID()];
    const adaToken = await tokens.sign({ userId: ada });
    const benToken = await tokens.sign({ userId: ben });
    for (const scholarship of [inAWeek, inThreeDays, tooFar, passed, unpublished]) {
      await call('PUT', `/scholarships/${scholarship.id}/saved`, adaToken);
    }
    await call('PUT', `/scholarships/${inAWeek.id}/saved`, benToken);
    await call('POST', `/admin/scholarships/${unpublished.id}/unpublish`, adminToken);

    expect(await scheduler.runFor(today)).toBe(3);
    // Rerun, and two runs at once (two replicas): nothing more is sent.
    expect(await scheduler.runFor(today)).toBe(0);
    expect(await Promise.all([scheduler.runFor(today), scheduler.runFor(today)])).toEqual([0, 0]);

    const expected: ReminderData[] = [
      {
        userId: ada,
        scholarshipId: inThreeDays.id,
        slug: inThreeDays.slug,
        title: inThreeDays.title,
        deadline: addDays(today, 3),
        daysLeft: 3,
      },
      {
        userId: ada,
        scholarshipId: inAWeek.id,
        slug: inAWeek.slug,
        title: inAWeek.title,
        deadline: addDays(today, 7),
        daysLeft: 7,
      },
      {
        userId: ben,
        scholarshipId: inAWeek.id,
        slug: inAWeek.slug,
        title: inAWeek.title,
        deadline: addDays(today, 7),
        daysLeft: 7,
      },
    ];
    const byPair = (a: ReminderData, b: ReminderData) =>
      `${a.userId}${a.scholarshipId}`.localeCompare(`${b.userId}${b.scholarshipId}`);

    const outbox = await service.kernel.dataSource.query<{ envelope: EventEnvelope<string, ReminderData> }[]>(
      'SELECT envelope FROM outbox WHERE event_type = $1',
      [EVENT_TYPE],
    );
    expect(outbox.map((row) => row.envelope.data).sort(byPair)).toEqual([...expected].sort(byPair));
    expect(outbox.every((row) => row.envelope.correlationId === `scholarship-reminders-${today}`)).toBe(true);

    // What notifications' queue receives from the relay: the same three, and no more.
    const connection = await connect(TEST_RABBITMQ_URL);
    try {
      const channel = await connection.createChannel();
      const queue = queueNameFor(service.exchange, 'notifications', EVENT_TYPE);
      const received: EventEnvelope<string, ReminderData>[] = [];
      await waitFor('three reminders in the notifications queue', async () => {
        for (;;) {
          const message = await channel.get(queue, { noAck: true });
          if (message === false) break;
          received.push(JSON.parse(message.content.toString()) as EventEnvelope<string, ReminderData>);
        }
        return received.length >= 3;
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await channel.get(queue, { noAck: true })).toBe(false);
      expect(received.map((envelope) => envelope.data).sort(byPair)).toEqual([...expected].sort(byPair));
      expect(received.every((envelope) => envelope.type === EVENT_TYPE && envelope.producer === 'content')).toBe(true);
      await channel.close();
    } finally {
      await connection.close();
    }

    // The next day: a scholarship saved late inside the window still gets its one reminder, and the
    // window has moved on to the one closing in eight days.
    const carl = randomUUID();
    await call('PUT', `/scholarships/${inThreeDays.id}/saved`, await tokens.sign({ userId: carl }));
    expect(await scheduler.runFor(addDays(today, 1))).toBe(2);
    const nextDay = await service.kernel.dataSource.query<{ envelope: EventEnvelope<string, ReminderData> }[]>(
      `SELECT envelope FROM outbox WHERE event_type = $1 AND envelope->>'correlationId' = $2`,
      [EVENT_TYPE, `scholarship-reminders-${addDays(today, 1)}`],
    );
    expect(nextDay.map((row) => row.envelope.data).sort(byPair)).toEqual(
      [
        {
          userId: carl,
          scholarshipId: inThreeDays.id,
          slug: inThreeDays.slug,
          title: inThreeDays.title,
          deadline: addDays(today, 3),
          daysLeft: 2,
        },
        {
          userId: ada,
          scholarshipId: tooFar.id,
          slug: tooFar.slug,
          title: tooFar.title,
          deadline: addDays(today, 8),
          daysLeft: 7,
        },
      ].sort(byPair),
    );
  });
});
