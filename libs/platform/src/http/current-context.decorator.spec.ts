import { contextOfRequest } from './current-context.decorator';

describe('contextOfRequest', () => {
  it('is the context the request hook stored, the same object the auth guard completes', () => {
    const stored = { requestId: 'req-1', correlationId: 'corr-1' };
    expect(contextOfRequest({ id: 'req-1', studyhubContext: stored })).toBe(stored);
  });

  it('falls back to the request id when no hook ran', () => {
    expect(contextOfRequest({ id: 'req-2', studyhubContext: undefined })).toEqual({
      requestId: 'req-2',
      correlationId: 'req-2',
    });
  });

  it('never trusts a malformed request id', () => {
    const context = contextOfRequest({ id: 'bad id\n', studyhubContext: undefined });
    expect(context.requestId).not.toContain('\n');
    expect(context.correlationId).toBe(context.requestId);
  });
});
