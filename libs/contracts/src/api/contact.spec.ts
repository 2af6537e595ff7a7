import {
  CONTACT_TOPICS,
  CONTACT_TOPIC_LABELS,
  contactMessageRequestSchema,
  contactMessageResponseSchema,
} from './contact';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  topic: 'documents',
  subject: 'Upload stuck',
  message: 'My upload has been processing for an hour.',
};

function messagesFor(input: Record<string, unknown>): Record<string, string[]> {
  const result = contactMessageRequestSchema.safeParse(input);
  expect(result.success).toBe(false);
  const messages: Record<string, string[]> = {};
  for (const issue of result.error!.issues) (messages[issue.path.join('.')] ??= []).push(issue.message);
  return messages;
}

describe('contactMessageRequestSchema', () => {
  it('accepts a complete message and trims its text', () => {
    expect(
      contactMessageRequestSchema.parse({
        ...valid,
        name: '  Ada Lovelace ',
        subject: ' Upload stuck ',
        message: `  ${valid.message}\n`,
      }),
    ).toEqual(valid);
  });

  it('asks for a name', () => {
    expect(messagesFor({ ...valid, name: '   ' })).toEqual({ name: ['Please enter your name.'] });
    expect(messagesFor({ ...valid, name: 'n'.repeat(121) })).toEqual({
      name: ['Name must be at most 120 characters.'],
    });
  });

  it('asks for a valid email address', () => {
    expect(messagesFor({ ...valid, email: 'ada@' })).toEqual({ email: ['Please enter a valid email address.'] });
    expect(messagesFor({ ...valid, email: '' })).toEqual({ email: ['Please enter a valid email address.'] });
  });

  it('refuses an email address over 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(email.length).toBeGreaterThan(254);
    expect(Object.keys(messagesFor({ ...valid, email }))).toEqual(['email']);
  });

  it('asks for one of the topics', () => {
    expect(messagesFor({ ...valid, topic: 'gossip' })).toEqual({ topic: ['Please choose a topic.'] });
    expect(messagesFor({ ...valid, topic: undefined })).toEqual({ topic: ['Please choose a topic.'] });
  });

  it('bounds the subject', () => {
    expect(messagesFor({ ...valid, subject: ' ab ' })).toEqual({ subject: ['Subject must be at least 3 characters.'] });
    expect(messagesFor({ ...valid, subject: 's'.repeat(201) })).toEqual({
      subject: ['Subject must be at most 200 characters.'],
    });
  });

  it('bounds the message, counting it after trimming', () => {
    expect(messagesFor({ ...valid, message: `${'m'.repeat(19)}          ` })).toEqual({
      message: ['Message must be at least 20 characters.'],
    });
    expect(messagesFor({ ...valid, message: 'm'.repeat(5001) })).toEqual({
      message: ['Message must be at most 5000 characters.'],
    });
    expect(contactMessageRequestSchema.safeParse({ ...valid, message: 'm'.repeat(20) }).success).toBe(true);
    expect(contactMessageRequestSchema.safeParse({ ...valid, message: 'm'.repeat(5000) }).success).toBe(true);
  });

  it('reports every bad field at once', () => {
    expect(Object.keys(messagesFor({ name: '', email: 'x', topic: 'x', subject: '', message: '' })).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
      'topic',
    ]);
  });
});

describe('CONTACT_TOPIC_LABELS', () => {
  it('labels every topic', () => {
    expect(Object.keys(CONTACT_TOPIC_LABELS).sort()).toEqual([...CONTACT_TOPICS].sort());
  });
});

describe('contactMessageResponseSchema', () => {
  it('needs a UUID and an ISO time', () => {
    expect(
      contactMessageResponseSchema.safeParse({
        id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        received_at: '2025-03-01T12:00:00.000Z',
      }).success,
    ).toBe(true);
    expect(contactMessageResponseSchema.safeParse({ id: '1', received_at: '2025-03-01T12:00:00.000Z' }).success).toBe(
      false,
    );
    expect(
      contactMessageResponseSchema.safeParse({ id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', received_at: 'yesterday' })
        .success,
    ).toBe(false);
  });
});
