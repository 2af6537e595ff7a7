import { testLogger } from '@studyhub/platform/testing';
import { countTrigrams, KneserNeyTrigramModel } from './ngram-model';
import { DetectorModelProvider } from './detector-model-provider';
import type { DetectorManifest, StoredDetector } from './detector-model-store';

const logger = testLogger('ai-detector');

function stored(): StoredDetector {
  const counts = countTrigrams([
    ['a', 'b'],
    ['a', 'b'],
  ]);
  return { manifest: { name: 'tiny' } as DetectorManifest, model: new KneserNeyTrigramModel(counts) };
}

describe('DetectorModelProvider', () => {
  it('reads the model once and keeps it', () => {
    const load = jest.fn(stored);
    const provider = new DetectorModelProvider(logger, load);
    expect(provider.get().modelName).toBe('tiny');
    expect(provider.get()).toBe(provider.get());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers 503 AI_DETECTOR_UNAVAILABLE for a missing model, without trying to read it again', () => {
    const load = jest.fn((): StoredDetector => {
      throw new Error('no model');
    });
    const provider = new DetectorModelProvider(logger, load);
    const refusal = () => {
      try {
        provider.get();
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(refusal()).toMatchObject({ code: 'AI_DETECTOR_UNAVAILABLE', status: 503 });
    expect(refusal()).toMatchObject({ code: 'AI_DETECTOR_UNAVAILABLE' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
