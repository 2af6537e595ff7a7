import { createTestDatabase } from '@studyhub/platform/testing';
import { DataSource } from 'typeorm';
import type { BenchResult } from '../report';
import { loadThesaurus } from '../homework-search/wordnet-thesaurus';
import { OBFUSCATIONS, EDIT_RATE, SYNONYM_RATE, type Obfuscation } from './obfuscation';
import { plagdet, type PlagdetScores, type ReusePair } from './plagdet';
import { loadPlagiarism, type AlignmentSettingsLike, type PlagiarismDist } from './plagiarism-dist';
import { loadSyntheticDocuments } from './scale-corpus';
import { buildTestSet, type CheckedText, type CorpusDocument } from './test-set';

const SEED = 20261126;
const SCALE_DOCUMENTS = 100_000;
const TARGETS = { plagdet: 0.85, precision: 0.95, falseAlarms: 0.01, p95Ms: 2000 };
const WARM_UP_CHECKS = 3;

type Checker = ReturnType<PlagiarismDist['newChecker']>;

interface Evaluation {
  scores: PlagdetScores;
  byObfuscation: Record<Obfuscation, PlagdetScores>;
  /** Clean texts with at least one reported passage. */
  falseAlarms: number;
  cleanTexts: number;
  /** Detections whose source and place match a case (case-level precision). */
  caseLevelPrecision: number;
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

async function detectionsOf(checker: Checker, text: CheckedText, alignment?: AlignmentSettingsLike): Promise<ReusePair[]> {
  // The bench's Brown text quotes dialogue: quotations are compared too, so every copy counts.
  const outcome = await checker.check(text.text, { includeQuotes: true, includeBibliography: true }, alignment);
  return outcome.summary.passages
    .filter((passage) => passage.excludedAs === null)
    .map((passage) => ({
      suspiciousId: text.id,
      sourceId: passage.source.externalId,
      suspicious: { start: passage.inputStart, end: passage.inputEnd },
      source: { start: passage.sourceStart, end: passage.sourceEnd },
    }));
}

async function evaluate(
  checker: Checker,
  suspicious: readonly CheckedText[],
  clean: readonly CheckedText[],
  alignment?: AlignmentSettingsLike,
): Promise<Evaluation> {
  const cases: (ReusePair & { obfuscation: Obfuscation })[] = suspicious.flatMap((text) => text.cases);
  const detections: ReusePair[] = [];
  for (const text of suspicious) detections.push(...(await detectionsOf(checker, text, alignment)));
  let falseAlarms = 0;
  const cleanDetections: ReusePair[] = [];
  for (const text of clean) {
    const found = await detectionsOf(checker, text, alignment);
    if (found.length > 0) falseAlarms += 1;
    cleanDetections.push(...found);
  }
  const all = [...detections, ...cleanDetections];
  const byObfuscation = Object.fromEntries(
    OBFUSCATIONS.map((obfuscation) => {
      const ofKind = cases.filter((reuse) => reuse.obfuscation === obfuscation);
      const texts = new Set(ofKind.map((reuse) => reuse.suspiciousId));
      // Detections in texts of this kind that overlap one of its cases, or no case at all.
      const relevant = detections.filter(
        (detection) =>
          texts.has(detection.suspiciousId) &&
          !cases.some(
            (reuse) =>
              reuse.obfuscation !== obfuscation &&
              reuse.suspiciousId === detection.suspiciousId &&
              reuse.suspicious.start < detection.suspicious.end &&
              detection.suspicious.start < reuse.suspicious.end,
          ),
      );
      return [obfuscation, plagdet(ofKind, relevant)];
    }),
  ) as Record<Obfuscation, PlagdetScores>;
  const correct = all.filter((detection) =>
    cases.some(
      (reuse) =>
        reuse.suspiciousId === detection.suspiciousId &&
        reuse.sourceId === detection.sourceId &&
        reuse.suspicious.start < detection.suspicious.end &&
        detection.suspicious.start < reuse.suspicious.end,
    ),
  ).length;
  return {
    scores: plagdet(cases, all),
    byObfuscation,
    falseAlarms,
    cleanTexts: clean.length,
    caseLevelPrecision: all.length === 0 ? 1 : correct / all.length,
  };
}

async function indexCorpus(dataSource: DataSource, dist: PlagiarismDist, corpus: readonly CorpusDocument[]): Promise<void> {
  const repository = dist.newCorpus();
  for (const document of corpus) {
    const analysed = dist.engine.analyseText(document.body);
    await repository.replace(
      dataSource.manager,
      {
        kind: 'document',
        externalId: document.id,
        title: document.title,
        slug: null,
        ownerId: null,
        body: document.body,
        wordCount: analysed.tokens.length,
      },
      dist.engine.indexFingerprints(analysed),
    );
  }
  await dataSource.query('ANALYZE plagiarism_sources; ANALYZE plagiarism_fingerprints');
}

async function latencies(checker: Checker, texts: readonly CheckedText[]): Promise<number[]> {
  for (const text of texts.slice(0, WARM_UP_CHECKS)) await checker.check(text.text, { includeQuotes: false, includeBibliography: false });
  const times: number[] = [];
  for (const text of texts) {
    const started = performance.now();
    await checker.check(text.text, { includeQuotes: false, includeBibliography: false });
    times.push(performance.now() - started);
  }
  return times;
}

/** Content 4-grams alone, cut at the matched words: the exact-copy checker the design improves on. */
function baselineAlignment(settings: AlignmentSettingsLike): AlignmentSettingsLike {
  return { ...settings, grams: { contentN: 4, stopwordN: 10_000 }, maxSentenceExtension: 0 };
}

const wordsOf = (text: string) => text.split(/\s+/).filter((word) => /\w/.test(word)).length;

export async function benchPlagiarism(): Promise<BenchResult> {
  const dist = loadPlagiarism();
  const set = buildTestSet(SEED, loadThesaurus());
  const database = await createTestDatabase('bench_plagiarism');
  const dataSource = new DataSource({ type: 'postgres', url: database.url, applicationName: 'bench-plagiarism' });
  try {
    await dataSource.initialize();
    const runner = dataSource.createQueryRunner();
    await dist.migration().up(runner);
    await runner.release();
    const checker = dist.newChecker(dataSource);

    const indexStarted = performance.now();
    await indexCorpus(dataSource, dist, set.corpus);
    const indexSeconds = (performance.now() - indexStarted) / 1000;
    const quality = await evaluate(checker, set.suspicious, set.clean);
    const baseline = await evaluate(checker, set.suspicious, set.clean, baselineAlignment(dist.engine.ALIGNMENT_SETTINGS));
    const smallLatency = await latencies(checker, set.long);

    const load = await loadSyntheticDocuments(
      database.url,
      dist,
      set.sentencePool,
      SCALE_DOCUMENTS - set.corpus.length,
      SEED + 1,
    );
    const scaleLatency = await latencies(checker, set.long);
    const [{ count: totalSources } = { count: 0 }] = await dataSource.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM plagiarism_sources',
    );
    const p95 = percentile(scaleLatency, 0.95);
    const falseAlarmRate = quality.falseAlarms / quality.cleanTexts;
    const longWords = set.long.map((text) => wordsOf(text.text));
    return {
      name: 'plagiarism',
      title: `Plagiarism checker: PAN measures on ${set.suspicious.length} suspicious and ${set.clean.length} clean Brown texts against ${set.corpus.length} documents; latency against ${totalSources.toLocaleString('en-US')}`,
      baselineName: 'content 4-grams only, no sentence extension',
      figures: [
        { metric: 'plagdet', value: quality.scores.plagdet, baseline: baseline.scores.plagdet, unit: '' },
        { metric: 'precision (character level)', value: quality.scores.precision, baseline: baseline.scores.precision, unit: '' },
        { metric: 'recall (character level)', value: quality.scores.recall, baseline: baseline.scores.recall, unit: '' },
        { metric: 'granularity', value: quality.scores.granularity, baseline: baseline.scores.granularity, unit: '' },
        ...OBFUSCATIONS.map((obfuscation) => ({
          metric: `plagdet, ${obfuscation}`,
          value: quality.byObfuscation[obfuscation].plagdet,
          baseline: baseline.byObfuscation[obfuscation].plagdet,
          unit: '',
        })),
        { metric: 'false alarms on clean texts', value: falseAlarmRate, baseline: baseline.falseAlarms / baseline.cleanTexts, unit: '' },
        { metric: 'precision (detections on a true source)', value: quality.caseLevelPrecision, baseline: baseline.caseLevelPrecision, unit: '' },
        // The latency rows' baseline is the same checks against the quality corpus alone.
        {
          metric: `p95 check, ${Math.round(totalSources / 1000)}k docs (vs ${set.corpus.length})`,
          value: p95,
          baseline: percentile(smallLatency, 0.95),
          unit: 'ms',
        },
        {
          metric: `p50 check, ${Math.round(totalSources / 1000)}k docs (vs ${set.corpus.length})`,
          value: percentile(scaleLatency, 0.5),
          baseline: percentile(smallLatency, 0.5),
          unit: 'ms',
        },
      ],
      targets: [
        {
          description: `plagdet >= ${TARGETS.plagdet}`,
          pass: quality.scores.plagdet >= TARGETS.plagdet,
          detail: `${quality.scores.plagdet.toFixed(3)} (precision ${quality.scores.precision.toFixed(3)}, recall ${quality.scores.recall.toFixed(3)}, granularity ${quality.scores.granularity.toFixed(3)})`,
        },
        {
          description: `precision >= ${TARGETS.precision}`,
          pass: quality.scores.precision >= TARGETS.precision,
          detail: `${quality.scores.precision.toFixed(3)} character level; ${quality.caseLevelPrecision.toFixed(3)} of detections on a true source`,
        },
        {
          description: `false alarms on clean texts <= ${TARGETS.falseAlarms * 100}%`,
          pass: falseAlarmRate <= TARGETS.falseAlarms,
          detail: `${quality.falseAlarms}/${quality.cleanTexts}`,
        },
        {
          description: `p95 of a 2,000-word check against ${SCALE_DOCUMENTS.toLocaleString('en-US')} documents < ${TARGETS.p95Ms} ms`,
          pass: p95 < TARGETS.p95Ms && totalSources >= SCALE_DOCUMENTS,
          detail: `${p95.toFixed(0)} ms over ${scaleLatency.length} checks of ${Math.min(...longWords)}-${Math.max(...longWords)} words; ${totalSources} sources`,
        },
      ],
      notes: [
        `corpus: even-numbered Brown samples cut into ${set.corpus.length} documents of up to 25 sentences (indexed in ${indexSeconds.toFixed(1)} s); students' own writing from the odd-numbered samples; seed ${SEED}`,
        `cases: ${quality.scores.cases} copied passages of 4-8 sentences, obfuscation in turn ${OBFUSCATIONS.join(', ')} (edits ${EDIT_RATE * 100}% of words, synonyms ${SYNONYM_RATE * 100}% of words with a WordNet synonym; mixed: shuffle plus half of each)`,
        `scale: ${load.documents.toLocaleString('en-US')} synthetic documents of 12 Brown sentences (${load.fingerprints.toLocaleString('en-US')} fingerprints) loaded with COPY in ${load.seconds.toFixed(0)} s`,
        'quotation marks are compared too in the quality runs (Brown quotes dialogue); the latency runs use the defaults',
      ],
      data: { quality, baseline, smallLatency, scaleLatency, load, indexSeconds },
    };
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.drop();
  }
}
