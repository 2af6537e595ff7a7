import { acceptIdOrCreate, logFieldsOf } from './request-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('logFieldsOf', () => {
  it('names the request and correlation ids in snake case', () => {
    expect(logFieldsOf({ requestId: 'r-1', correlationId: 'c-1' })).toEqual({
      request_id: 'r-1',
      correlation_id: 'c-1',
    });
  });

  it('adds the causing event and the user when known', () => {
    expect(logFieldsOf({ requestId: 'r', correlationId: 'c', causationId: 'e-9', userId: 'u-7' })).toEqual({
      request_id: 'r',
      correlation_id: 'c',
      causation_id: 'e-9',
      user_id: 'u-7',
    });
  });
});

describe('acceptIdOrCreate', () => {
  it.each(['a', 'req-123', '0f8fad5b-d9cb-469f-a165-70867728950e', 'trace:span.1_2', 'x'.repeat(128)])(
    'accepts the safe id %j',
    (id) => {
      expect(acceptIdOrCreate(id)).toBe(id);
    },
  );

  it.each([
    ['empty', ''],
    ['oversized', 'x'.repeat(129)],
    ['with a space', 'req 123'],
    ['with a newline (log injection)', 'req-1\nlevel=fatal'],
    ['with a trailing newline', 'req-1\n'],
    ['with a header-splitting CRLF', 'abc\r\nSet-Cookie: x=1'],
    ['with markup', '<script>'],
    ['with a slash', '../etc'],
    ['with non-ASCII', 'reqé'],
  ])('replaces an id that is %s with a fresh UUID', (_, id) => {
    const accepted = acceptIdOrCreate(id);
    expect(accepted).not.toBe(id);
    expect(accepted).toMatch(UUID);
  });

  it.each([undefined, null, 42, ['req-1'], { id: 'req-1' }])('creates a UUID when given %p', (candidate) => {
    expect(acceptIdOrCreate(candidate)).toMatch(UUID);
  });

  it('creates a different id each time', () => {
    expect(acceptIdOrCreate(undefined)).not.toBe(acceptIdOrCreate(undefined));
  });
});
