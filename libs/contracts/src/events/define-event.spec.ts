import { z } from 'zod';
import { defineEvent } from './define-event';

describe('defineEvent', () => {
  it('derives the version from the type', () => {
    const definition = defineEvent({
      type: 'document.approved.v3',
      description: 'A moderator approved a document.',
      producer: 'catalog',
      consumers: ['notifications'],
      data: z.object({ documentId: z.string() }),
    });
    expect(definition.version).toBe(3);
  });

  it('keeps everything else as given', () => {
    const data = z.object({ userId: z.string() });
    const definition = defineEvent({
      type: 'user.signed-up.v1',
      description: 'Someone created an account.',
      producer: 'auth',
      consumers: ['notifications', 'points-ledger'],
      data,
      live: { stream: 'notification', userIdField: 'userId' },
    });
    expect(definition).toEqual({
      type: 'user.signed-up.v1',
      version: 1,
      description: 'Someone created an account.',
      producer: 'auth',
      consumers: ['notifications', 'points-ledger'],
      data,
      live: { stream: 'notification', userIdField: 'userId' },
    });
  });

  it('refuses a type that does not follow <entity>.<past-tense>.v<N>', () => {
    expect(() =>
      defineEvent({
        type: 'DocumentApproved',
        description: 'bad',
        producer: 'catalog',
        consumers: [],
        data: z.object({}),
      }),
    ).toThrow('Not an event type: DocumentApproved');
  });
});
