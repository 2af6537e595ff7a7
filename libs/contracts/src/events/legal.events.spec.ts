import { eventRegistry } from './catalog';

describe('legal.submission-received.v1', () => {
  const envelope = (data: Record<string, unknown>) => ({
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    type: 'legal.submission-received.v1',
    version: 1,
    occurredAt: '2026-03-01T12:00:00.000Z',
    producer: 'content',
    correlationId: 'req-1',
    causationId: null,
    data,
  });
  const data = {
    submissionId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    kind: 'takedown',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'My lecture notes are shared without permission',
    userId: null,
  };

  it('is produced by content and queued for notifications and for content’s reports queue', () => {
    const definition = eventRegistry.get('legal.submission-received.v1');
    expect(definition.producer).toBe('content');
    expect(definition.consumers).toEqual(['notifications', 'content']);
  });

  it('parses a takedown request from a visitor', () => {
    expect(eventRegistry.parseEnvelope(envelope(data)).type).toBe('legal.submission-received.v1');
  });

  it('refuses a kind other than complaint or takedown', () => {
    expect(() => eventRegistry.parseEnvelope(envelope({ ...data, kind: 'appeal' }))).toThrow();
  });
});
