import path from 'node:path';
import { MODEL_FORMAT, writeDetectorModel, type DetectorManifest, type StoredDetector } from '../detector-model-store';
import { KneserNeyTrigramModel, countTrigrams, type TrigramCounts } from '../ngram-model';
import { tokenize } from '../text-units';
import { BROWN_CORPUS_NAME, BROWN_SPLIT, brownSamplesOf, readBrownSample } from './brown-samples';
import { calibrateDetector } from './calibrate-detector';
import { humanTextsOf } from './human-texts';

/** Changes with anything that changes scores: the tokenizer, the features, the weights, the split. */
export const DETECTOR_MODEL_NAME = 'brown-kn3-1';

/** Two cuts of each calibration sample (different text boundaries) give the threshold more texts. */
const CALIBRATION_CUTS = [0, 2] as const;

/** Which Brown samples play which part. */
export interface BrownParts {
  training: readonly string[];
  calibration: readonly string[];
  measurement: readonly string[];
}

export function defaultBrownParts(): BrownParts {
  return {
    training: brownSamplesOf('training'),
    calibration: brownSamplesOf('calibration'),
    measurement: brownSamplesOf('measurement'),
  };
}

/**
 * Trains the trigram model on the training samples, calibrates on the calibration samples (cut
 * into 300 to 600-word texts) and measures the false-positive rate on the measurement samples.
 * Deterministic: the same corpus and parts give the same model.
 */
export function buildDetector(parts: BrownParts): StoredDetector & { counts: TrigramCounts } {
  const trainingSentences = parts.training.flatMap((name) => readBrownSample(name).map(tokenize));
  const counts = countTrigrams(trainingSentences);
  const model = new KneserNeyTrigramModel(counts);
  const calibrationTexts = parts.calibration.flatMap((name, index) => {
    const sentences = readBrownSample(name);
    return CALIBRATION_CUTS.flatMap((cut) => humanTextsOf(sentences, index + cut));
  });
  const measurementTexts = parts.measurement.flatMap((name, index) => humanTextsOf(readBrownSample(name), index));
  const manifest: DetectorManifest = {
    format: MODEL_FORMAT,
    name: DETECTOR_MODEL_NAME,
    corpus: BROWN_CORPUS_NAME,
    split: BROWN_SPLIT,
    trainingTokens: trainingSentences.reduce((sum, sentence) => sum + sentence.length, 0),
    vocabulary: counts.vocabulary,
    unknownTypes: counts.unknownTypes,
    trigramCount: counts.keys.length,
    ...calibrateDetector(model, calibrationTexts, measurementTexts),
  };
  return { manifest, model, counts };
}

/** The build step: `node dist/ai-detector/training/train-detector-model.js [folder]`. */
if (require.main === module) {
  const folder = process.argv[2] ?? path.join(__dirname, '..', 'model');
  const started = Date.now();
  const { manifest, counts } = buildDetector(defaultBrownParts());
  writeDetectorModel(folder, manifest, counts);
  const rate = (manifest.document.falsePositiveRate * 100).toFixed(2);
  process.stdout.write(
    `ai-detector model ${manifest.name}: ${manifest.trigramCount} trigrams from ${manifest.trainingTokens} tokens; ` +
      `false-positive rate ${rate}% on ${manifest.document.humanTextsMeasured} held-out human texts ` +
      `(${Date.now() - started} ms) -> ${folder}\n`,
  );
}
