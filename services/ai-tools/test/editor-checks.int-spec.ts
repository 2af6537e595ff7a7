import type { EditorCheckResponse, EditorIssue } from '@studyhub/contracts';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { aiToolsService } from '../src/service';

jest.setTimeout(60_000);

describe('POST /editor/check', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  let token: string;

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(aiToolsService, { verifier: tokens.verifier });
    token = await tokens.sign({ userId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' });
  });

  afterAll(async () => {
    await service?.close();
  });

  const check = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${service.baseUrl}/editor/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const signedIn = () => ({ authorization: `Bearer ${token}` });

  it('answers 401 without a token', async () => {
    const response = await check({ text: 'A sentence.' });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 400 with the field error on empty text', async () => {
    const response = await check({ text: '' }, signedIn());
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields.text).toEqual(['Please enter some text to check.']);
  });

  it('returns issues whose offsets hold their text, with fixes, on a real paragraph', async () => {
    const text =
      'Dr. Okafor’s 🎓 report was reviewed by the the committee in Lagos. ' +
      'Their going to publish it as a appendix next week, becuase the deadline is sooner then expected.';
    const response = await check({ text }, signedIn());
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: EditorCheckResponse };
    expect(data.engine).toBe('offline');
    const at = (issue: EditorIssue) => text.slice(issue.offset, issue.offset + issue.length);
    expect(data.issues.map((issue) => [issue.category, at(issue), issue.replacements[0] ?? null])).toEqual([
      ['passive-voice', 'was reviewed', null],
      ['repetition', 'the the', 'the'],
      ['confusable', 'Their', "They're"],
      ['article', 'a', 'an'],
      ['spelling', 'becuase', 'because'],
      ['confusable', 'then', 'than'],
    ]);
    expect(data.readability).toMatchObject({ sentence_count: 2, word_count: 28 });
    expect(data.readability.flesch_kincaid_grade).toEqual(expect.any(Number));
  });

  it('never flags the writer’s own words', async () => {
    const response = await check({ text: 'We tested the flumboozle.', user_words: ['flumboozle'] }, signedIn());
    const { data } = (await response.json()) as { data: EditorCheckResponse };
    expect(data.issues).toEqual([]);
  });
});
