import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../../stack/repo-root';

/** The built detector (infra does not depend on the service package). */
export const DETECTOR_DIST = path.join(REPO_ROOT, 'services', 'ai-tools', 'dist', 'ai-detector');

export interface FeatureVectorLike {
  meanSurprisal: number;
}

export interface ModelLike {
  continuations(context: readonly string[]): { words: string[]; counts: number[] };
}

export interface ManifestLike {
  name: string;
  corpus: string;
  split: string;
  trainingTokens: number;
  trigramCount: number;
  document: {
    threshold: number;
    uncertainFrom: number;
    falsePositiveRate: number;
    humanTextsMeasured: number;
    calibrationTexts: number;
    stats: Record<string, { mean: number; sd: number }>;
  };
  sentence: { threshold: number; falsePositiveRate: number };
}

export interface DetectorLike {
  manifest: ManifestLike;
  scores(text: string): { document: number; sentences: number[] };
}

/** What the bench uses of `services/ai-tools/dist/ai-detector`: the shipped model and its corpus parts. */
export interface DetectorDist {
  detector: DetectorLike;
  model: ModelLike;
  samplesOf(part: 'training' | 'calibration' | 'measurement'): string[];
  readSample(name: string): string[];
  humanTextsOf(sentences: readonly string[], firstTarget?: number): string[];
  measureText(text: string): { document: FeatureVectorLike };
}

export function loadDetectorDist(): DetectorDist {
  const load = createRequire(__filename);
  const from = (file: string): unknown => load(path.join(DETECTOR_DIST, file));
  if (!existsSync(path.join(DETECTOR_DIST, 'model', 'detector-model.json'))) {
    throw new Error(
      `no built detector model in ${DETECTOR_DIST}/model: run npm run build -w @studyhub/ai-tools-service`,
    );
  }
  const store = from('detector-model-store.js') as {
    readDetectorModel(folder: string): { manifest: ManifestLike; model: ModelLike };
  };
  const { AiContentDetector } = from('ai-content-detector.js') as {
    AiContentDetector: new (stored: unknown) => DetectorLike;
  };
  const features = from('detector-features.js') as {
    measureText(text: string, model: ModelLike): { document: FeatureVectorLike };
  };
  const brown = from('training/brown-samples.js') as {
    brownSamplesOf(part: string): string[];
    readBrownSample(name: string): string[];
  };
  const texts = from('training/human-texts.js') as {
    humanTextsOf(sentences: readonly string[], firstTarget?: number): string[];
  };
  const stored = store.readDetectorModel(path.join(DETECTOR_DIST, 'model'));
  return {
    detector: new AiContentDetector(stored),
    model: stored.model,
    samplesOf: (part) => brown.brownSamplesOf(part),
    readSample: (name) => brown.readBrownSample(name),
    humanTextsOf: (sentences, firstTarget) => texts.humanTextsOf(sentences, firstTarget),
    measureText: (text) => features.measureText(text, stored.model),
  };
}
