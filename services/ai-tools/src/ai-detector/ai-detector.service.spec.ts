import { AI_DETECTION_POINTS, POINTS_MESSAGES } from '@studyhub/contracts';
import { AppError } from '@studyhub/platform';
import type { MeteredAction, PointsMeter } from '../metering/points-meter';
import type { AiContentDetector } from './ai-content-detector';
import { AiDetectorErrors } from './ai-detector.errors';
import { AiDetectorService } from './ai-detector.service';
import type { DetectorModelProvider } from './detector-model-provider';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
const CALL = { userId: 'user-1', key: 'key-1', signal: new AbortController().signal, correlationId: 'c-1' };

/** A meter that records what it was asked to bill and runs the work, as the real one does after a hold. */
function recordingMeter() {
  const actions: MeteredAction[] = [];
  const meter = {
    run: async <T>(action: MeteredAction, work: (signal: AbortSignal) => Promise<T>, costOf: (result: T) => number) => {
      actions.push(action);
      const result = await work(new AbortController().signal);
      return { result, charged: costOf(result), balance: 95 };
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

describe('AiDetectorService', () => {
  it('refuses fewer than 300 words with the count given, before the meter is asked for anything', async () => {
    const { meter, actions } = recordingMeter();
    const service = new AiDetectorService(meter, provider({ analyse: () => analysis, modelName: 'm' }));

    const refusal = await service.detect(words(120), CALL).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'AI_DETECTOR_TOO_SHORT', status: 422, details: { words: 120 } });
    expect((refusal as AppError).message).toContain('yours has 120');
    expect(actions).toHaveLength(0);
  });

  it('answers 503 before any hold when the model was not built', async () => {
    const { meter, actions } = recordingMeter();
    const service = new AiDetectorService(meter, provider(new Error('no model')));

    await expect(service.detect(words(300), CALL)).rejects.toMatchObject({ code: 'AI_DETECTOR_UNAVAILABLE' });
    expect(actions).toHaveLength(0);
  });

  it('bills 5 points with the spec’s AI-detection refusal text, and labels the answer offline', async () => {
    const { meter, actions } = recordingMeter();
    const service = new AiDetectorService(meter, provider({ analyse: () => analysis, modelName: 'brown-kn3-1' }));

    const result = await service.detect(words(300), CALL);

    expect(actions).toEqual([
      expect.objectContaining({
        userId: 'user-1',
        key: 'key-1',
        holdPoints: AI_DETECTION_POINTS,
        insufficientMessage: POINTS_MESSAGES.insufficientForDetection,
      }),
    ]);
    expect(result).toMatchObject({
      engine: 'offline',
      model: 'brown-kn3-1',
      points_charged: AI_DETECTION_POINTS,
      balance: 95,
    });
  });
});
