import { AppError, type InternalAnswer, type InternalClient } from '@studyhub/platform';
import { DocumentTextClient } from './document-text.client';

/** An InternalClient that records the paths asked for and answers what the test says. */
function clientAnswering(answer: InternalAnswer<unknown> | Error) {
  const paths: string[] = [];
  const internal = {
    get: async (path: string) => {
      paths.push(path);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as InternalClient;
  return { client: new DocumentTextClient(internal), paths };
}

const refused = (status: number, code: string, message = 'refused'): InternalAnswer<unknown> => ({
  ok: false,
  status,
  code,
  message,
});

async function errorOf(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('DocumentTextClient', () => {
  const text = {
    source: { kind: 'document', id: 'd1', title: 'Notes', pageCount: 2 },
    chunks: [{ index: 0, pageFrom: 1, pageTo: 2, text: 'Some text' }],
  };

  it('asks for a reader’s view, the corpus view or a study file on the contract’s paths', async () => {
    const { client, paths } = clientAnswering({ ok: true, status: 200, data: text });
    await expect(client.documentChunks('d1', { userId: 'u1', isAdmin: false })).resolves.toEqual(text);
    await client.documentChunks('d1', { userId: 'u2', isAdmin: true });
    await client.documentChunks('d1');
    await client.studyFileChunks('f1', 'u1');
    expect(paths).toEqual([
      '/internal/documents/d1/chunks?readerId=u1&readerIsAdmin=false',
      '/internal/documents/d1/chunks?readerId=u2&readerIsAdmin=true',
      '/internal/documents/d1/chunks',
      '/internal/study-files/f1/chunks?ownerId=u1',
    ]);
  });

  it('escapes ids so a crafted one cannot change the path', async () => {
    const { client, paths } = clientAnswering({ ok: true, status: 200, data: text });
    await client.studyFileChunks('../x?ownerId=a', 'b&c');
    expect(paths).toEqual(['/internal/study-files/..%2Fx%3FownerId%3Da/chunks?ownerId=b%26c']);
  });

  it.each([
    ['a 404', refused(404, 'DOCUMENT_NOT_FOUND'), 'DOCUMENT_NOT_FOUND', 404, 'Document not found'],
    ['a malformed id (400)', refused(400, 'VALIDATION_FAILED'), 'DOCUMENT_NOT_FOUND', 404, 'Document not found'],
    [
      'a 409 NOT_READY',
      refused(409, 'NOT_READY'),
      'DOCUMENT_STILL_PROCESSING',
      409,
      'This file is still being processed. Please try again in a minute.',
    ],
    [
      'a 409 PROCESSING_FAILED',
      refused(409, 'PROCESSING_FAILED', 'The document has no pages.'),
      'DOCUMENT_PROCESSING_FAILED',
      409,
      'The document has no pages.',
    ],
    [
      'a refused signature (401)',
      refused(401, 'UNAUTHENTICATED'),
      'DOCUMENT_TEXT_UNAVAILABLE',
      503,
      /nothing was charged/,
    ],
    ['a refused caller (403)', refused(403, 'FORBIDDEN'), 'DOCUMENT_TEXT_UNAVAILABLE', 503, /nothing was charged/],
    [
      'an unreachable service',
      AppError.of('SERVICE_UNAVAILABLE'),
      'DOCUMENT_TEXT_UNAVAILABLE',
      503,
      /nothing was charged/,
    ],
  ] as const)('turns %s into a clear error', async (_label, answer, code, status, message) => {
    const { client } = clientAnswering(answer);
    const error = await errorOf(client.studyFileChunks('f1', 'u1'));
    expect(error).toMatchObject({ code, status });
    expect(error.message).toMatch(message);
  });

  it('lets an unexpected error through as it is', async () => {
    const bug = new TypeError('boom');
    const { client } = clientAnswering(bug);
    await expect(client.documentChunks('d1')).rejects.toBe(bug);
  });
});
