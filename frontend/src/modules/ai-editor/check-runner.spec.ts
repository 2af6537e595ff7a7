import type { EditorCheckResponse } from '@studyhub/contracts';
import type { ApiResult } from '@/modules/http/api-result';
import { CHECK_DEBOUNCE_MS, createCheckRunner } from './check-runner';

const READABILITY = { flesch_kincaid_grade: 5, word_count: 2, sentence_count: 1, syllable_count: 3 };

function answerFor(text: string): EditorCheckResponse {
  return {
    engine: 'offline',
    issues: [
      { id: text, category: 'spelling', message: 'm', offset: 0, length: 1, replacements: [], severity: 'error' },
    ],
    readability: READABILITY,
  };
}

function setup() {
  let text = 'Teh cat.';
  const pending: { text: string; signal: AbortSignal; resolve: (result: ApiResult<EditorCheckResponse>) => void }[] =
    [];
  const results: [string, EditorCheckResponse | null][] = [];
  const errors: string[] = [];
  const runner = createCheckRunner({
    check: (sent, signal) =>
      new Promise((resolve) => {
        pending.push({ text: sent, signal, resolve });
      }),
    readText: () => text,
    onResult: (checked, response) => results.push([checked, response]),
    onError: (message) => errors.push(message),
  });
  return {
    runner,
    pending,
    results,
    errors,
    type: (next: string) => {
      text = next;
      runner.textChanged();
    },
    answer: async (index: number) => {
      const request = pending[index]!;
      request.resolve({ ok: true, status: 200, data: answerFor(request.text) });
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('createCheckRunner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('checks once, CHECK_DEBOUNCE_MS after the last keystroke', async () => {
    const { pending, results, type, answer } = setup();
    type('Teh c');
    jest.advanceTimersByTime(CHECK_DEBOUNCE_MS - 1);
    type('Teh ca');
    jest.advanceTimersByTime(CHECK_DEBOUNCE_MS - 1);
    expect(pending).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(pending.map((request) => request.text)).toEqual(['Teh ca']);
    await answer(0);
    expect(results.map(([text]) => text)).toEqual(['Teh ca']);
  });

  it('runs at once on demand and drops the pending timer', () => {
    const { runner, pending, type } = setup();
    type('Teh cat sat.');
    runner.runNow();
    expect(pending).toHaveLength(1);
    jest.advanceTimersByTime(CHECK_DEBOUNCE_MS * 2);
    expect(pending).toHaveLength(1);
  });

  it('drops an answer for a text that has changed since it was sent', async () => {
    const { runner, results, type, answer } = setup();
    runner.runNow();
    type('The cat.');
    await answer(0);
    expect(results).toEqual([]);
  });

  it('aborts the check on its way when a newer one starts, and ignores its late answer', async () => {
    const { runner, pending, results, type, answer } = setup();
    runner.runNow();
    type('Teh dog.');
    runner.runNow();
    expect(pending[0]!.signal.aborted).toBe(true);
    await answer(0);
    await answer(1);
    expect(results.map(([text]) => text)).toEqual(['Teh dog.']);
  });

  it('reports an empty text as nothing to show without asking the server', () => {
    const { runner, pending, results, type } = setup();
    type('   ');
    runner.runNow();
    expect(pending).toHaveLength(0);
    expect(results).toEqual([['   ', null]]);
  });

  it('passes a refusal on and stops after dispose', async () => {
    const { runner, pending, errors, results, type } = setup();
    runner.runNow();
    pending[0]!.resolve({ ok: false, status: 401, error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } });
    await Promise.resolve();
    expect(errors).toEqual(['Please sign in.']);
    type('More text.');
    runner.dispose();
    jest.advanceTimersByTime(CHECK_DEBOUNCE_MS);
    expect(pending).toHaveLength(1);
    expect(results).toEqual([]);
  });
});
