import { now } from '../clock';
import type { BenchResult, Figure, Target } from '../report';
import { round } from '../stats';
import { ANNOTATED_TEXTS, type AnnotatedText } from './annotated-texts';
import { loadFlashcardsGeneration, type BackgroundLike, type FlashcardsGenerationDist } from './flashcards-dist';
import { precisionAt } from './term-matching';

const K = 10;
const TARGET_PRECISION = 0.6;

interface Scored {
  title: string;
  precision: number;
  baselinePrecision: number;
  ms: number;
  hits: string[];
  misses: string[];
}

function predictions(dist: FlashcardsGenerationDist, text: AnnotatedText, background?: BackgroundLike) {
  return dist
    .keyTermsOf([{ text: text.text, pageFrom: null, pageTo: null }], background)
    .map((term) => ({ spellings: term.acronym ? [term.label, term.acronym] : [term.label] }));
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * Key-term precision@10 of the offline flashcard extractor (ADR 0021) on 17 short study texts
 * written for the purpose and annotated with a teacher's key terms (annotated-texts.ts). Baseline:
 * the same noun chunks and definitions ranked by frequency alone (no background IDF).
 */
export function benchFlashcards(): Promise<BenchResult> {
  const dist = loadFlashcardsGeneration();
  const flat = dist.backgroundOf(new Map(), 1);
  // The first call loads wink-nlp's model: not part of a text's time.
  dist.keyTermsOf([{ text: 'Warm-up sentence for the model.', pageFrom: null, pageTo: null }]);
  const scored: Scored[] = ANNOTATED_TEXTS.map((text) => {
    const started = now();
    const ours = predictions(dist, text);
    const ms = now() - started;
    const result = precisionAt(K, ours, text.keyTerms);
    const baseline = precisionAt(K, predictions(dist, text, flat), text.keyTerms);
    return {
      title: text.title,
      precision: result.precision,
      baselinePrecision: baseline.precision,
      ms,
      hits: result.hits,
      misses: result.misses,
    };
  });
  const tuning = scored.filter((_, index) => index % 2 === 0);
  const heldOut = scored.filter((_, index) => index % 2 === 1);
  const overall = mean(scored.map((entry) => entry.precision));
  const figures: Figure[] = [
    {
      metric: `key-term precision@${K}, all ${scored.length} texts`,
      value: round(overall, 3),
      baseline: round(mean(scored.map((e) => e.baselinePrecision)), 3),
      unit: '',
    },
    {
      metric: `  texts 1, 3, 5 ... (looked at when tuning)`,
      value: round(mean(tuning.map((e) => e.precision)), 3),
      baseline: round(mean(tuning.map((e) => e.baselinePrecision)), 3),
      unit: '',
    },
    {
      metric: `  texts 2, 4, 6 ... (held out)`,
      value: round(mean(heldOut.map((e) => e.precision)), 3),
      baseline: round(mean(heldOut.map((e) => e.baselinePrecision)), 3),
      unit: '',
    },
    {
      metric: 'worst text',
      value: round(Math.min(...scored.map((e) => e.precision)), 2),
      baseline: round(Math.min(...scored.map((e) => e.baselinePrecision)), 2),
      unit: '',
    },
    {
      metric: 'extraction time per text (mean)',
      value: round(mean(scored.map((e) => e.ms)), 1),
      baseline: Number.NaN,
      unit: 'ms',
    },
  ];
  const targets: Target[] = [
    {
      description: `key-term precision@${K} at least ${TARGET_PRECISION}`,
      pass: overall >= TARGET_PRECISION,
      detail: `${round(overall, 3)} over ${scored.length} annotated texts (held out: ${round(mean(heldOut.map((e) => e.precision)), 3)})`,
    },
  ];
  const notes = scored.map(
    (entry) => `${entry.title}: ${round(entry.precision, 2)} (missed: ${entry.misses.join(', ') || 'none'})`,
  );
  return Promise.resolve({
    name: 'flashcards',
    title: 'Flashcards: offline key-term extraction (wink-nlp, Brown IDF, definitions)',
    baselineName: 'frequency only',
    figures,
    targets,
    notes,
    data: { scored },
  });
}
