import { z } from 'zod';
import { CONSUMER_NAMES, isServiceName } from '../services';
import { producersOf } from './define-event';
import { EVENT_CATALOG, eventRegistry } from './catalog';
import { EVENT_TYPE_PATTERN } from './envelope';

describe('EVENT_CATALOG', () => {
  it.each(EVENT_CATALOG.map((definition) => [definition.type, definition] as const))(
    '%s is well formed',
    (type, definition) => {
      expect(type).toMatch(EVENT_TYPE_PATTERN);
      expect(definition.version).toBe(Number(/\.v(\d+)$/.exec(type)?.[1]));
      expect(definition.description.length).toBeGreaterThan(0);
      const producers = producersOf(definition);
      expect(producers.length).toBeGreaterThan(0);
      for (const producer of producers) expect(producer === 'gateway' || isServiceName(producer)).toBe(true);
      for (const consumer of definition.consumers) expect(CONSUMER_NAMES).toContain(consumer);
      expect(new Set(definition.consumers).size).toBe(definition.consumers.length);
    },
  );

  it('names the user field of every live event in its data schema', () => {
    for (const definition of eventRegistry.liveDefinitions()) {
      const schema = definition.data as z.ZodObject;
      expect(schema).toBeInstanceOf(z.ZodObject);
      expect(Object.keys(schema.shape)).toContain(definition.live!.userIdField);
    }
  });

  it('is the content of the shared registry', () => {
    for (const definition of EVENT_CATALOG) expect(eventRegistry.get(definition.type)).toBe(definition);
    expect(
      eventRegistry
        .liveDefinitions()
        .map((d) => d.live?.stream)
        .sort(),
    ).toEqual(['balance', 'notification']);
  });

  it('parses a contact message received by the content service', () => {
    const parsed = eventRegistry.parseEnvelope({
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      type: 'contact.message-received.v1',
      version: 1,
      occurredAt: '2025-03-01T12:00:00.000Z',
      producer: 'content',
      correlationId: 'req-1',
      causationId: null,
      data: {
        messageId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        name: 'Ada',
        email: 'ada@example.com',
        topic: 'documents',
        subject: 'Upload stuck',
        userId: null,
      },
    });
    expect(parsed.type).toBe('contact.message-received.v1');
  });
});
