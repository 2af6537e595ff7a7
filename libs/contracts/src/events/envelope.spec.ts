import { EVENT_TYPE_PATTERN, eventEnvelopeSchema, versionOfEventType } from './envelope';

const validEnvelope = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  type: 'document.approved.v1',
  version: 1,
  occurredAt: '2025-03-01T12:00:00.000Z',
  producer: 'catalog',
  correlationId: 'req-1',
  causationId: null,
  data: { documentId: 'd1' },
};

describe('EVENT_TYPE_PATTERN', () => {
  it.each([
    'document.approved.v1',
    'contact.message-received.v1',
    'points.balance-changed.v12',
    'a.b.c.v3',
    'order2.paid.v1',
  ])('accepts %s', (type) => {
    expect(EVENT_TYPE_PATTERN.test(type)).toBe(true);
  });

  it.each([
    ['no version', 'document.approved'],
    ['only an entity', 'document.v1'],
    ['version zero', 'document.approved.v0'],
    ['a leading zero', 'document.approved.v01'],
    ['upper case', 'Document.Approved.v1'],
    ['a capital V', 'document.approved.V1'],
    ['an underscore', 'document.was_approved.v1'],
    ['a segment starting with a digit', 'document.1approved.v1'],
    ['an empty segment', 'document..approved.v1'],
    ['surrounding text', ' document.approved.v1'],
    ['a trailing newline', 'document.approved.v1\n'],
  ])('rejects a type with %s', (_, type) => {
    expect(EVENT_TYPE_PATTERN.test(type)).toBe(false);
  });
});

describe('versionOfEventType', () => {
  it('reads the version at the end of the type', () => {
    expect(versionOfEventType('document.approved.v1')).toBe(1);
    expect(versionOfEventType('points.balance-changed.v12')).toBe(12);
    expect(versionOfEventType('a.v1.v2')).toBe(2);
  });

  it('refuses something that is not an event type', () => {
    expect(() => versionOfEventType('document.approved')).toThrow('Not an event type: document.approved');
    expect(() => versionOfEventType('')).toThrow('Not an event type: ');
  });
});

describe('eventEnvelopeSchema', () => {
  it('accepts a complete envelope', () => {
    expect(eventEnvelopeSchema.parse(validEnvelope)).toEqual(validEnvelope);
  });

  it('accepts a time with an offset and a causation id', () => {
    const envelope = { ...validEnvelope, occurredAt: '2025-03-01T13:00:00+01:00', causationId: 'evt-0' };
    expect(eventEnvelopeSchema.safeParse(envelope).success).toBe(true);
  });

  it.each([
    ['an id that is not a UUID', { id: 'evt-1' }],
    ['a malformed type', { type: 'DocumentApproved' }],
    ['a version of zero', { version: 0 }],
    ['a fractional version', { version: 1.5 }],
    ['a version given as text', { version: '1' }],
    ['a time without a zone', { occurredAt: '2025-03-01T12:00:00' }],
    ['a date only', { occurredAt: '2025-03-01' }],
    ['an empty producer', { producer: '' }],
    ['an empty correlation id', { correlationId: '' }],
    ['a correlation id over 128 characters', { correlationId: 'c'.repeat(129) }],
    ['an empty causation id', { causationId: '' }],
    ['a missing causation id', { causationId: undefined }],
  ])('rejects %s', (_, change) => {
    expect(eventEnvelopeSchema.safeParse({ ...validEnvelope, ...change }).success).toBe(false);
  });

  it('accepts any data: it is checked against the schema of the type', () => {
    expect(eventEnvelopeSchema.safeParse({ ...validEnvelope, data: 'anything' }).success).toBe(true);
  });
});
