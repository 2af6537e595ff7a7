import { acceptIdOrCreate, currentContext, runWithContext, setContextUser } from './request-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('runWithContext', () => {
  it('exposes the context to the work, synchronously and across awaits', async () => {
    const context = { requestId: 'r-1', correlationId: 'c-1' };
    const seen = await runWithContext(context, async () => {
      const before = currentContext();
      await new Promise((resolve) => setTimeout(resolve, 1));
      return [before, currentContext()];
    });
    expect(seen).toEqual([context, context]);
  });

  it('has no context outside of a run', () => {
    expect(currentContext()).toBeUndefined();
  });

  it('keeps concurrent runs apart', async () => {
    const run = (id: string, delay: number) =>
      runWithContext({ requestId: id, correlationId: id }, async () => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        return currentContext()?.correlationId;
      });
    await expect(Promise.all([run('a', 5), run('b', 1)])).resolves.toEqual(['a', 'b']);
  });

  it('returns what the work returns', () => {
    expect(runWithContext({ requestId: 'r', correlationId: 'c' }, () => 42)).toBe(42);
  });
});

describe('setContextUser', () => {
  it('records the user on the current context', () => {
    const context: { requestId: string; correlationId: string; userId?: string } = {
      requestId: 'r',
      correlationId: 'c',
    };
    runWithContext(context, () => setContextUser('user-7'));
    expect(context.userId).toBe('user-7');
  });

  it('does nothing outside a context', () => {
    expect(() => setContextUser('user-7')).not.toThrow();
    expect(currentContext()).toBeUndefined();
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
