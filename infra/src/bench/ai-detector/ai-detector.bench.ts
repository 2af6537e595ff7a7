import { now } from '../clock';
import type { BenchResult, Figure, Target } from '../report';
import { percentile, round } from '../stats';
import { seededRandom } from '@studyhub/platform/testing';
import { loadDetectorDist, type DetectorDist } from './detector-dist';
import { sampledText, templateText } from './synthetic-text';

const SEED = 20_261_126;
/** The target: at most 1% of human texts at or above the shipping threshold. */
const FALSE_POSITIVE_RATE_TARGET = 0.01;
const SYNTHETIC_TEXTS = 100;
const SYNTHETIC_WORDS = 400;
/** Low temperatures make the sampled text more predictable, as model output tends to be. */
const SAMPLING_TEMPERATURES = [0.5, 0.8] as const;

function share(scores: readonly number[], threshold: number): number {
  return scores.length === 0 ? Number.NaN : scores.filter((score) => score >= threshold).length / scores.length;
}

/** The usual single-measure detector: perplexity only, its threshold set on the same calibration texts. */
function perplexityOnly(dist: DetectorDist, calibrationTexts: readonly string[]) {
  const stats = dist.detector.manifest.document.stats.meanSurprisal!;
  const score = (text: string) => (stats.mean - dist.measureText(text).document.meanSurprisal) / stats.sd;
  const calibration = calibrationTexts.map(score).sort((a, b) => b - a);
  // The same rule as the shipped threshold: half the target's share of calibration texts reach it.
  const allowed = Math.floor((FALSE_POSITIVE_RATE_TARGET / 2) * calibration.length);
  const threshold = ((calibration[allowed] ?? 0) + (calibration[Math.max(0, allowed - 1)] ?? 0)) / 2 + 1e-9;
  return { score, threshold };
}

/**
 * The AI-content detector's false-positive rate on held-out human writing at the shipping threshold
 * (Brown samples used neither to train the n-gram model nor to set the threshold, cut into texts of
 * 300 to 600 words), and, for information only, how it scores machine-like text made offline.
 */
export async function benchAiDetector(): Promise<BenchResult> {
  const dist = loadDetectorDist();
  const { manifest } = dist.detector;
  const threshold = manifest.document.threshold;

  const humanTexts = dist
    .samplesOf('measurement')
    .flatMap((name, index) => dist.humanTextsOf(dist.readSample(name), index));
  const latency: number[] = [];
  const humanScores: number[] = [];
  const humanSentenceScores: number[] = [];
  for (const text of humanTexts) {
    const started = now();
    const scores = dist.detector.scores(text);
    latency.push(now() - started);
    humanScores.push(scores.document);
    humanSentenceScores.push(...scores.sentences);
  }
  latency.sort((a, b) => a - b);

  const random = seededRandom(SEED);
  const synthetic = {
    sampled: SAMPLING_TEMPERATURES.map((temperature) => ({
      temperature,
      scores: Array.from(
        { length: SYNTHETIC_TEXTS / SAMPLING_TEMPERATURES.length },
        () => dist.detector.scores(sampledText(dist.model, random, temperature, SYNTHETIC_WORDS)).document,
      ),
    })),
    template: Array.from(
      { length: SYNTHETIC_TEXTS },
      () => dist.detector.scores(templateText(random, SYNTHETIC_WORDS)).document,
    ),
  };
  const sampledScores = synthetic.sampled.flatMap((run) => run.scores);

  const calibrationTexts = dist.samplesOf('calibration').flatMap((name, index) => {
    const sentences = dist.readSample(name);
    return [0, 2].flatMap((cut) => dist.humanTextsOf(sentences, index + cut));
  });
  const baseline = perplexityOnly(dist, calibrationTexts);
  const baselineHuman = humanTexts.map(baseline.score);
  // The baseline's synthetic texts are drawn again with the same seed: the same texts.
  const baselineRandom = seededRandom(SEED);
  const baselineSampled = SAMPLING_TEMPERATURES.flatMap((temperature) =>
    Array.from({ length: SYNTHETIC_TEXTS / SAMPLING_TEMPERATURES.length }, () =>
      baseline.score(sampledText(dist.model, baselineRandom, temperature, SYNTHETIC_WORDS)),
    ),
  );
  const baselineTemplate = Array.from({ length: SYNTHETIC_TEXTS }, () =>
    baseline.score(templateText(baselineRandom, SYNTHETIC_WORDS)),
  );

  const falsePositiveRate = share(humanScores, threshold);
  const falseAlarms = humanScores.filter((score) => score >= threshold).length;
  const figures: Figure[] = [
    {
      metric: `false-positive rate, ${humanTexts.length} human texts`,
      value: round(100 * falsePositiveRate, 2),
      baseline: round(100 * share(baselineHuman, baseline.threshold), 2),
      unit: '%',
    },
    {
      metric: `sentences 'possibly AI', ${humanSentenceScores.length} human`,
      value: round(100 * share(humanSentenceScores, manifest.sentence.threshold), 2),
      baseline: Number.NaN,
      unit: '%',
    },
    {
      metric: `human texts 'uncertain' or above`,
      value: round(100 * share(humanScores, manifest.document.uncertainFrom), 1),
      baseline: Number.NaN,
      unit: '%',
    },
    ...synthetic.sampled.map((run, index) => ({
      metric: `SYNTHETIC trigram samples T=${run.temperature} flagged`,
      value: round(100 * share(run.scores, threshold), 1),
      baseline: round(
        100 *
          share(baselineSampled.slice(index * run.scores.length, (index + 1) * run.scores.length), baseline.threshold),
        1,
      ),
      unit: '%',
    })),
    {
      metric: 'SYNTHETIC stock-phrase template texts flagged',
      value: round(100 * share(synthetic.template, threshold), 1),
      baseline: round(100 * share(baselineTemplate, baseline.threshold), 1),
      unit: '%',
    },
    {
      metric: 'scoring p50, 300-600 words',
      value: round(percentile(latency, 50), 1),
      baseline: Number.NaN,
      unit: 'ms',
    },
    {
      metric: 'scoring p95, 300-600 words',
      value: round(percentile(latency, 95), 1),
      baseline: Number.NaN,
      unit: 'ms',
    },
  ];
  const targets: Target[] = [
    {
      description: `false-positive rate at most ${100 * FALSE_POSITIVE_RATE_TARGET}% on held-out human text at the shipping threshold`,
      pass: falsePositiveRate <= FALSE_POSITIVE_RATE_TARGET,
      detail: `${falseAlarms} of ${humanTexts.length} held-out Brown texts (300-600 words) at or above ${round(threshold, 3)} (${round(100 * falsePositiveRate, 2)}%)`,
    },
  ];
  const sortedHuman = [...humanScores].sort((a, b) => a - b);
  return {
    name: 'ai-detector',
    title: `AI-content detector ${manifest.name} on ${humanTexts.length} held-out Brown texts (seed ${SEED})`,
    baselineName: 'perplexity only',
    figures,
    targets,
    notes: [
      `model: word trigram, interpolated Kneser-Ney, ${manifest.trigramCount} trigrams from ${manifest.trainingTokens} tokens; ${manifest.split}`,
      `threshold ${round(threshold, 3)} set on ${manifest.document.calibrationTexts} calibration texts; the build measured ${round(100 * manifest.document.falsePositiveRate, 2)}% on these same held-out texts`,
      'SYNTHETIC rows are text made offline (sampled from the detector’s own n-gram model, or stock phrases filled into templates): NOT real AI output; no labelled AI text was available, so the detection rate on real model output is unknown',
      'baseline: the mean-surprisal (perplexity) measure alone, its threshold set by the same rule on the same calibration texts',
      `human score quantiles p50 ${round(percentile(sortedHuman, 50), 2)}, p90 ${round(percentile(sortedHuman, 90), 2)}, p99 ${round(percentile(sortedHuman, 99), 2)}, max ${round(sortedHuman.at(-1) ?? Number.NaN, 2)}; synthetic medians: sampled ${round(
        percentile(
          [...sampledScores].sort((a, b) => a - b),
          50,
        ),
        2,
      )}, template ${round(
        percentile(
          [...synthetic.template].sort((a, b) => a - b),
          50,
        ),
        2,
      )}`,
    ],
    data: {
      seed: SEED,
      threshold,
      humanScores,
      humanSentenceScores: humanSentenceScores.length,
      synthetic,
      baselineThreshold: baseline.threshold,
      latencyMs: latency,
    },
  };
}
