import { AI_DETECTION_POINTS, DEFAULT_AI_PRICES, POINTS_MESSAGES, type AiPriceSettings } from '@studyhub/contracts';
import { AppError } from '@studyhub/platform';
import type { MeteredAction, PointsMeter } from '../metering/points-meter';
import type { AiContentDetector } from './ai-content-detector';
import { AiDetectorErrors } from './ai-detector.errors';
import { AiDetectorService } from './ai-detector.service';
import type { DetectorModelProvider } from './detector-model-provider';
import type { LlmGateway } from '../llm/llm-gateway.service';
import type { PromptToken } from '../llm/openai.client';
import type { HybridScales, ModelCalibrations } from './model-calibrations';
import { LlmErrors } from '../llm/llm.errors';
import { testLogger } from '@studyhub/platform/testing';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
const CALL = { userId: 'user-1', key: 'key-1', signal: new AbortController().signal, correlationId: 'c-1' };

/** A meter that records what it was asked to bill and runs the work, as the real one does after a hold. */
function recordingMeter() {
  const actions: MeteredAction[] = [];
  const meter = {
    run: async <T>(
      action: MeteredAction,
      work: (signal: AbortSignal) => Promise<T>,
      costOf: (result: T, prices: AiPriceSettings) => number,
    ) => {
      actions.push(action);
      const result = await work(new AbortController().signal);
      return { result, prices: DEFAULT_AI_PRICES, charged: costOf(result, DEFAULT_AI_PRICES), balance: 95 };
    },
  };
  return { meter: meter as unknown as PointsMeter, actions };
}

function provider(detector: Partial<AiContentDetector> | Error): DetectorModelProvider {
  return {
    get: () => {
      if (detector instanceof Error) throw AiDetectorErrors.AI_DETECTOR_UNAVAILABLE({ cause: detector });
      return detector as AiContentDetector;
    },
  } as DetectorModelProvider;
}

const analysis = { sentences: [], summary: {} } as unknown as ReturnType<AiContentDetector['analyse']>;
const hybridAnalysis = { sentences: [], summary: { band: 'uncertain' } } as unknown as ReturnType<
  AiContentDetector['analyse']
>;
const SCALES = { document: {}, sentence: {} } as unknown as HybridScales;

function calibrations(scales: HybridScales | undefined): ModelCalibrations {
  return {
    scales: () => Promise.resolve(scales ? { model: 'fake-model', scales } : undefined),
  } as unknown as ModelCalibrations;
}

/** A gateway whose model scores each piece's words as tokens, or fails with `failure`. */
function scoringGateway(failure?: Error) {
  const pieces: string[] = [];
  const gateway = {
    scorePrompt: ({ text }: { text: string }) => {
      pieces.push(text);
      if (failure) return Promise.reject(failure);
      const tokens = [...text.matchAll(/\S+/g)].map((match): PromptToken => ({ offset: match.index, logprob: -1 }));
      return Promise.resolve({ tokens, engine: 'llm' as const, model: 'fake-model' });
    },
  };
  return { gateway: gateway as unknown as LlmGateway, pieces };
}

function detectorService(
  meter: PointsMeter,
  detectors: DetectorModelProvider,
  scales?: HybridScales,
  gateway?: LlmGateway,
) {
  return new AiDetectorService(
    meter,
    detectors,
    calibrations(scales),
    gateway ?? scoringGateway().gateway,
    testLogger('ai-detector'),
  );
}

/** Sentences of ten words: `count` of them, so long texts cut into pieces at sentence ends. */
const sentences = (count: number) =>
  Array.from({ length: count }, (_, index) => `Sentence ${index} has exactly ten words in it for this.`).join(' ');

describe('AiDetectorService', () => {
  it('refuses fewer than 300 words with the count given, before the meter is asked for anything', async () => {
    const { meter, actions } = recordingMeter();
    const service = detectorService(meter, provider({ analyse: () => analysis, modelName: 'm' }));

    const refusal = await service.detect(words(120), CALL).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'AI_DETECTOR_TOO_SHORT', status: 422, details: { words: 120 } });
    expect((refusal as AppError).message).toContain('yours has 120');
    expect(actions).toHaveLength(0);
  });

  it('answers 503 before any hold when the model was not built', async () => {
    const { meter, actions } = recordingMeter();
    const service = detectorService(meter, provider(new Error('no model')));

    await expect(service.detect(words(300), CALL)).rejects.toMatchObject({ code: 'AI_DETECTOR_UNAVAILABLE' });
    expect(actions).toHaveLength(0);
  });

  it('bills 5 points with the spec’s AI-detection refusal text, and labels the answer offline', async () => {
    const { meter, actions } = recordingMeter();
    const service = detectorService(meter, provider({ analyse: () => analysis, modelName: 'brown-kn3-1' }));

    const result = await service.detect(words(300), CALL);

    expect(actions).toEqual([
      expect.objectContaining({
        userId: 'user-1',
        key: 'key-1',
        insufficientMessage: POINTS_MESSAGES.insufficientForDetection,
      }),
    ]);
    expect(actions[0]!.holdPoints({ ...DEFAULT_AI_PRICES, ai_detection: 9 })).toBe(9);
    expect(result).toMatchObject({
      engine: 'offline',
      model: 'brown-kn3-1',
      points_charged: AI_DETECTION_POINTS,
      balance: 95,
    });
  });

  it('scores with the language model once it is calibrated, each piece of a long text with offsets in the whole', async () => {
    const { meter } = recordingMeter();
    const { gateway, pieces } = scoringGateway();
    const seen: PromptToken[][] = [];
    const detector = {
      analyse: () => analysis,
      analyseWithModel: (_text: string, tokens: readonly PromptToken[]) => {
        seen.push([...tokens]);
        return hybridAnalysis;
      },
      modelName: 'brown-kn3-1',
    };
    const text = sentences(130);

    const result = await detectorService(meter, provider(detector), SCALES, gateway).detect(text, CALL);

    expect(result).toMatchObject({ engine: 'hybrid', model: 'brown-kn3-1+fake-model', summary: { band: 'uncertain' } });
    expect(pieces.length).toBe(3);
    expect(pieces.every((piece) => piece.split(' ').length <= 600)).toBe(true);
    const offsets = seen[0]!.map((token) => token.offset);
    expect(offsets).toEqual([...text.matchAll(/\S+/g)].map((match) => match.index));
  });

  it('falls back to the offline score at the same price when the model fails', async () => {
    const { meter } = recordingMeter();
    const { gateway } = scoringGateway(LlmErrors.LLM_UNAVAILABLE());
    const detector = { analyse: () => analysis, analyseWithModel: () => hybridAnalysis, modelName: 'brown-kn3-1' };

    const result = await detectorService(meter, provider(detector), SCALES, gateway).detect(sentences(40), CALL);

    expect(result).toMatchObject({ engine: 'offline', model: 'brown-kn3-1', points_charged: AI_DETECTION_POINTS });
  });

  it('stays offline while the model is not calibrated, without calling it', async () => {
    const { meter } = recordingMeter();
    const { gateway, pieces } = scoringGateway();
    const detector = { analyse: () => analysis, analyseWithModel: () => hybridAnalysis, modelName: 'brown-kn3-1' };

    const result = await detectorService(meter, provider(detector), undefined, gateway).detect(sentences(40), CALL);

    expect(result.engine).toBe('offline');
    expect(pieces).toHaveLength(0);
  });
});
