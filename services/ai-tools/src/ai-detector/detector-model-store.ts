import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KneserNeyTrigramModel, type TrigramCounts } from './ngram-model';
import type { FeatureName } from './detector-features';
import type { ScoreScale } from './score-calibration';

/**
 * The trained detector on disk: a JSON manifest (vocabulary, calibration, provenance) and the
 * trigram counts as raw typed arrays in the machine's byte order (keys as float64, then counts as
 * uint32; the build that writes them runs where they are read). Written by
 * training/train-detector-model.ts during the build into dist/ai-detector/model; read once when
 * the service first needs it. Nothing is downloaded.
 */

export const MODEL_FORMAT = 1;
const MANIFEST_FILE = 'detector-model.json';
const TRIGRAMS_FILE = 'detector-trigrams.bin';

export interface DocumentScale<N extends string = FeatureName> extends ScoreScale<N> {
  /** Share of held-out human texts (neither trained nor calibrated on) at or above the threshold. */
  falsePositiveRate: number;
  falsePositiveRateTarget: number;
  humanTextsMeasured: number;
  calibrationTexts: number;
}

export interface SentenceScale<N extends string = FeatureName> extends ScoreScale<N> {
  /** Share of held-out human sentences (in their windows) at or above the threshold. */
  falsePositiveRate: number;
  humanSentencesMeasured: number;
}

export interface DetectorManifest {
  format: typeof MODEL_FORMAT;
  /** Names the model on every answer, e.g. `brown-kn3-1`. */
  name: string;
  corpus: string;
  /** How the corpus was split between training, calibration and measurement. */
  split: string;
  trainingTokens: number;
  vocabulary: string[];
  unknownTypes: number;
  trigramCount: number;
  document: DocumentScale;
  sentence: SentenceScale;
}

export interface StoredDetector {
  manifest: DetectorManifest;
  model: KneserNeyTrigramModel;
}

export function writeDetectorModel(folder: string, manifest: DetectorManifest, counts: TrigramCounts): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, MANIFEST_FILE), JSON.stringify(manifest));
  writeFileSync(path.join(folder, TRIGRAMS_FILE), Buffer.concat([bytesOf(counts.keys), bytesOf(counts.counts)]));
}

export function readDetectorModel(folder: string): StoredDetector {
  const manifest = JSON.parse(readFileSync(path.join(folder, MANIFEST_FILE), 'utf8')) as DetectorManifest;
  const format: unknown = manifest.format;
  if (format !== MODEL_FORMAT) {
    throw new Error(`detector model in ${folder} has format ${String(format)}, expected ${MODEL_FORMAT}`);
  }
  const bytes = readFileSync(path.join(folder, TRIGRAMS_FILE));
  const n = manifest.trigramCount;
  if (bytes.length !== n * 12)
    throw new Error(`detector trigrams in ${folder} are ${bytes.length} bytes, expected ${n * 12}`);
  // Copied into fresh (aligned) buffers: a Buffer from readFileSync may sit at any offset of a pool.
  const keys = new Float64Array(n);
  new Uint8Array(keys.buffer).set(bytes.subarray(0, n * 8));
  const counts = new Uint32Array(n);
  new Uint8Array(counts.buffer).set(bytes.subarray(n * 8));
  const model = new KneserNeyTrigramModel({
    vocabulary: manifest.vocabulary,
    unknownTypes: manifest.unknownTypes,
    keys,
    counts,
  });
  return { manifest, model };
}

/**
 * Where the built model is: beside the compiled code (dist/ai-detector/model), or, when the code
 * runs from its sources (tests), in the package's dist. Undefined when it was never built.
 */
export function locateDetectorModel(): string | undefined {
  const candidates = [path.join(__dirname, 'model'), path.join(__dirname, '..', '..', 'dist', 'ai-detector', 'model')];
  return candidates.find((folder) => existsSync(path.join(folder, MANIFEST_FILE)));
}

function bytesOf(array: Float64Array | Uint32Array): Buffer {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength);
}
