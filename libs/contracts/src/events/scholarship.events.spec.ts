import { eventRegistry } from './catalog';

const envelope = (data: Record<string, unknown>) => ({
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  type: 'scholarship.deadline-approaching.v1',
  version: 1,
  occurredAt: '2026-03-01T06:00:00.000Z',
  producer: 'content',
  correlationId: 'scholarship-reminders-2026-03-01',
  causationId: null,
  data,
});

const reminder = {
  userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  scholarshipId: '16fd2706-8baf-433b-82eb-8c7fada847da',
  slug: 'gates-cambridge-scholarship',
  title: 'Gates Cambridge Scholarship',
  deadline: '2026-03-08',
  daysLeft: 7,
};

describe('scholarship.deadline-approaching.v1', () => {
  it('parses a reminder for notifications', () => {
    const parsed = eventRegistry.parseEnvelope(envelope(reminder));
    expect(parsed.type).toBe('scholarship.deadline-approaching.v1');
    expect(eventRegistry.get('scholarship.deadline-approaching.v1').consumers).toEqual(['notifications']);
  });

  it('refuses a deadline with a time, since it is a calendar date', () => {
    expect(() => eventRegistry.parseEnvelope(envelope({ ...reminder, deadline: '2026-03-08T00:00:00Z' }))).toThrow();
  });

  it('refuses a negative number of days left', () => {
    expect(() => eventRegistry.parseEnvelope(envelope({ ...reminder, daysLeft: -1 }))).toThrow();
  });
});
