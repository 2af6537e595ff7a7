import { randomUUID } from 'node:crypto';
import {
  AI_DETECTION_POINTS,
  AI_DETECTOR_BANDS,
  AI_DETECTOR_MIN_WORDS,
  AI_DETECTOR_WARNING,
  POINTS_MESSAGES,
  countWords,
  type AiDetectorResult,
} from '@studyhub/contracts';
import { MeteredAiTools } from './support/metered-ai-tools';
import { VARIED_LOGPROB } from './support/fake-llm-server';
import { SHORT_TEXT, STUDENT_ESSAY } from './support/detector-texts';

jest.setTimeout(120_000);

interface Answer {
  status: number;
  body: { data: AiDetectorResult; error: { code: string; message: string; details?: Record<string, unknown> } };
}

/**
 * POST /ai-detector on the real service, billed against the built points-ledger. Needs the built
 * detector model (services/ai-tools/dist/ai-detector/model, written by the package's build).
 */
describe('POST /ai-detector, metered against the real points-ledger', () => {
  const harness = new MeteredAiTools();

  beforeAll(() => harness.start('detector-test-model'));
  afterAll(() => harness.close());

  beforeEach(() => harness.fake.reset());

  async function detect(token: string | undefined, body: unknown, key?: string): Promise<Answer> {
    const response = await fetch(`${harness.service.baseUrl}/ai-detector`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  it('scores a 370-word text per sentence and as a whole, and charges 5 points once', async () => {
    expect(countWords(STUDENT_ESSAY)).toBeGreaterThan(350);
    const user = await harness.fundedUser(20);

    const answer = await detect(user.token, { text: STUDENT_ESSAY });

    expect(answer.status).toBe(200);
    const result = answer.body.data;
    expect(result).toMatchObject({ engine: 'offline', points_charged: AI_DETECTION_POINTS, balance: 15 });
    expect(result.model).toMatch(/^brown-kn3-/);
    expect(result.sentences.length).toBeGreaterThan(15);
    for (const sentence of result.sentences) {
      expect(STUDENT_ESSAY.slice(sentence.offset, sentence.offset + sentence.length)).toBe(sentence.text);
      expect(AI_DETECTOR_BANDS).toContain(sentence.band);
    }
    expect(result.summary).toMatchObject({
      warning: AI_DETECTOR_WARNING,
      experimental: true,
      falsePositiveRateTarget: 0.01,
      wordCount: countWords(STUDENT_ESSAY),
    });
    expect(result.summary.falsePositiveRate).toBeLessThanOrEqual(0.01);
    expect(result.summary.humanTextsMeasured).toBeGreaterThan(100);
    expect(await harness.ledger.account(user.id)).toEqual({ points_balance: 15, held_points: 0, lifetime_spent: 5 });
    expect(await harness.ledger.holdsOf(user.id)).toEqual([
      { amount: 5, status: 'captured', captured_amount: 5, description: 'AI detector' },
    ]);
    // Offline: the text never goes to the model endpoint (only its capability probes may).
    expect(harness.fake.chatRequests().filter((request) => JSON.stringify(request.body).includes('bakery'))).toEqual(
      [],
    );
  });

  it('refuses a student short of points with the spec’s text before any work, holding nothing', async () => {
    const user = await harness.fundedUser(4);

    const answer = await detect(user.token, { text: STUDENT_ESSAY });

    expect(answer.status).toBe(402);
    expect(answer.body.error.message).toBe(POINTS_MESSAGES.insufficientForDetection);
    expect(answer.body.data).toBeUndefined();
    expect(await harness.ledger.account(user.id)).toEqual({ points_balance: 4, held_points: 0, lifetime_spent: 0 });
    expect(await harness.ledger.holdsOf(user.id)).toEqual([]);
  });

  it('abstains under 300 words with the count it was given, before any hold, charging nothing', async () => {
    const user = await harness.fundedUser(20);
    const words = countWords(SHORT_TEXT);

    const answer = await detect(user.token, { text: SHORT_TEXT });

    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('AI_DETECTOR_TOO_SHORT');
    expect(answer.body.error.message).toContain(`at least ${AI_DETECTOR_MIN_WORDS} words`);
    expect(answer.body.error.message).toContain(`yours has ${words}`);
    expect(answer.body.error.details).toEqual({ words, minimum_words: AI_DETECTOR_MIN_WORDS });
    expect(await harness.ledger.holdsOf(user.id)).toEqual([]);
    expect(await harness.ledger.account(user.id)).toEqual({ points_balance: 20, held_points: 0, lifetime_spent: 0 });
  });

  it('abstains for a student without points too: the length is checked before the balance', async () => {
    const user = await harness.fundedUser(0);
    expect((await detect(user.token, { text: SHORT_TEXT })).status).toBe(422);
  });

  it('answers 400 for no text or too much, and charges nothing', async () => {
    const user = await harness.fundedUser(20);
    expect((await detect(user.token, {})).status).toBe(400);
    expect((await detect(user.token, { text: '   ' })).status).toBe(400);
    expect((await detect(user.token, { text: 'word '.repeat(12_000) })).status).toBe(400);
    expect(await harness.ledger.holdsOf(user.id)).toEqual([]);
  });

  it('charges a retried request (same Idempotency-Key) once: the retry is refused with 409', async () => {
    const user = await harness.fundedUser(20);
    const key = randomUUID();

    expect((await detect(user.token, { text: STUDENT_ESSAY }, key)).status).toBe(200);
    const retry = await detect(user.token, { text: STUDENT_ESSAY }, key);

    expect(retry.status).toBe(409);
    expect(retry.body.error.code).toBe('ACTION_ALREADY_PROCESSED');
    expect(await harness.ledger.chargedTo(user.id)).toBe(AI_DETECTION_POINTS);
  });

  it('answers 401 to a signed-out caller', async () => {
    const answer = await detect(undefined, { text: STUDENT_ESSAY });
    expect(answer.status).toBe(401);
  });
});

/**
 * The hybrid engine: a model endpoint that scores prompts (legacy completions with echo) calibrates
 * the detector through it once, in the background, and then each text is scored with the model's
 * log-probabilities too. The fake scores words by a fixed rule, so its calibration is real work on
 * real human texts, only with a stand-in model.
 */
describe('POST /ai-detector with a model that scores prompts (hybrid engine)', () => {
  const harness = new MeteredAiTools();
  const CALIBRATION_TEXTS = 30;

  beforeAll(async () => {
    harness.fake.support = { jsonSchema: true, logprobs: true, embeddings: true, promptLogprobs: true };
    await harness.start('detector-scoring-model', { DETECTOR_MODEL_CALIBRATION_TEXTS: String(CALIBRATION_TEXTS) });
  });
  afterAll(() => harness.close());

  afterEach(() => {
    harness.fake.promptLogprob = VARIED_LOGPROB;
    harness.fake.promptScoringStatus = undefined;
  });

  async function detect(token: string): Promise<Answer> {
    const response = await fetch(`${harness.service.baseUrl}/ai-detector`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ text: STUDENT_ESSAY }),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  async function calibration(): Promise<{ status: string; texts: number } | undefined> {
    const rows = await harness.service.kernel.dataSource.query<{ status: string; texts: number }[]>(
      `SELECT status, texts FROM ai_detector_calibrations WHERE llm_model = 'detector-scoring-model'`,
    );
    return rows[0];
  }

  it('calibrates once through the model on held-out human texts, then scores with it, naming both models', async () => {
    const deadline = Date.now() + 60_000;
    while ((await calibration())?.status !== 'ready') {
      if (Date.now() > deadline) throw new Error(`calibration not ready: ${JSON.stringify(await calibration())}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await calibration()).toEqual({ status: 'ready', texts: 2 * CALIBRATION_TEXTS });
    const calibrationRequests = harness.fake.promptRequests().length;
    const user = await harness.fundedUser(20);

    const answer = await detect(user.token);

    expect(answer.status).toBe(200);
    const result = answer.body.data;
    expect(result).toMatchObject({ engine: 'hybrid', points_charged: AI_DETECTION_POINTS, balance: 15 });
    expect(result.model).toMatch(/^brown-kn3-\d+\+detector-scoring-model$/);
    expect(result.summary.humanTextsMeasured).toBe(CALIBRATION_TEXTS);
    expect(result.summary.features.map((feature) => feature.name)).toEqual(
      expect.arrayContaining(['meanSurprisal', 'modelSurprisal', 'modelSurprisalSpread']),
    );
    const scored = harness.fake.promptRequests().slice(calibrationRequests);
    expect(scored).toHaveLength(1);
    expect(scored[0]!.body).toMatchObject({ prompt: STUDENT_ESSAY, echo: true });
    expect(await harness.ledger.chargedTo(user.id)).toBe(AI_DETECTION_POINTS);
  });

  it('reads the same essay as possibly AI when the model finds every word nearly certain', async () => {
    const user = await harness.fundedUser(20);
    const asWritten = (await detect(user.token)).body.data;
    harness.fake.promptLogprob = () => -0.01;

    const predictable = (await detect(user.token)).body.data;

    expect(asWritten.engine).toBe('hybrid');
    expect(asWritten.summary.band).not.toBe('possibly AI');
    expect(predictable).toMatchObject({ engine: 'hybrid', summary: { band: 'possibly AI' } });
    expect(predictable.summary.score).toBeGreaterThan(asWritten.summary.score);
  });

  it('answers with the offline score at the same price when the model fails', async () => {
    harness.fake.promptScoringStatus = 500;
    const user = await harness.fundedUser(20);

    const answer = await detect(user.token);

    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ engine: 'offline', points_charged: AI_DETECTION_POINTS, balance: 15 });
    expect(answer.body.data.model).toMatch(/^brown-kn3-\d+$/);
    expect(await harness.ledger.holdsOf(user.id)).toEqual([
      { amount: 5, status: 'captured', captured_amount: 5, description: 'AI detector' },
    ]);
  });
});
