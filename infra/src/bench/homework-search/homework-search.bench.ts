import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ServiceDefinition } from '@studyhub/platform';
import { startTestService, type TestService } from '@studyhub/platform/testing';
import { REPO_ROOT } from '../../stack/repo-root';
import { sleep } from '../clock';
import { seededRandom } from '@studyhub/platform/testing';
import type { BenchResult } from '../report';
import { brownQuestions, type BankQuestion } from './brown-questions';
import { paraphrase, type ParaphraseRates } from './paraphrase';
import { loadThesaurus } from './wordnet-thesaurus';

/** The built catalog service (infra does not depend on the service package). */
const CATALOG_SERVICE_DIST = path.join(REPO_ROOT, 'services', 'catalog', 'dist', 'service.js');
const SEED = 20261126;
const TOP_K = 5;
const TARGET_RECALL = 0.85;
const INDEX_TIMEOUT_MS = 120_000;
const MODES = ['memory', 'off'] as const;
/** A second, harsher rewording (most content words swapped), reported beside the target, not judged. */
const HARD_RATES: ParaphraseRates = { synonym: 0.8, drop: 1, opener: 0.6, reorder: 1 };
type Mode = (typeof MODES)[number];

interface Query {
  id: string;
  original: string;
  text: string;
}

interface Tally {
  queries: number;
  atOne: number;
  atFive: number;
  reciprocalRank: number;
  misses: { query: string; original: string; got: string[] }[];
}

function loadCatalogService(): ServiceDefinition {
  if (!existsSync(CATALOG_SERVICE_DIST)) {
    throw new Error(`no built catalog service at ${CATALOG_SERVICE_DIST}: run npm run build:backend`);
  }
  const module = createRequire(__filename)(CATALOG_SERVICE_DIST) as { catalogService: ServiceDefinition };
  return module.catalogService;
}

function emptyTally(): Tally {
  return { queries: 0, atOne: 0, atFive: 0, reciprocalRank: 0, misses: [] };
}

function record(tally: Tally, query: Query, ranked: readonly { id: string; question: string }[]): void {
  tally.queries += 1;
  const rank = ranked.findIndex((hit) => hit.id === query.id);
  if (rank === 0) tally.atOne += 1;
  if (rank >= 0 && rank < TOP_K) {
    tally.atFive += 1;
    tally.reciprocalRank += 1 / (rank + 1);
  } else if (tally.misses.length < 8) {
    tally.misses.push({
      query: query.text,
      original: query.original,
      got: ranked.slice(0, 3).map((hit) => hit.question),
    });
  }
}

/** The bank: every Brown question, public, inserted the way catalog stores questions. */
async function insertBank(service: TestService, bank: readonly BankQuestion[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, question] of bank.entries()) {
    const [row] = await service.kernel.dataSource.query<{ id: string }[]>(
      `INSERT INTO homework_questions (slug, question, is_public, created_at, formatted_question)
       VALUES ($1, $2, true, now() - make_interval(mins => $3), $4) RETURNING id`,
      [`bench-question-${index}`, question.text, index, { blocks: [{ type: 'text', text: question.text }] }],
    );
    ids.push(row!.id);
  }
  return ids;
}

async function waitForBank(service: TestService, size: number, mode: Mode): Promise<void> {
  const deadline = Date.now() + INDEX_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const answer = (await (await fetch(`${service.baseUrl}/homework-questions?limit=1`)).json()) as {
      meta: { total: number };
    };
    if (answer.meta.total >= size) {
      if (mode === 'off') return;
      const metrics = await (await fetch(`${service.baseUrl}/metrics`)).text();
      if (/^catalog_search_index_ready(\{[^}]*\})? 1$/m.test(metrics)) return;
    }
    await sleep(250);
  }
  throw new Error('the bank did not reach the search index in time');
}

/** catalog's real search, as the homework helper's screen calls it before asking. */
async function searchCatalog(service: TestService, query: string): Promise<{ id: string; question: string }[]> {
  const response = await fetch(`${service.baseUrl}/homework-questions?q=${encodeURIComponent(query)}&limit=${TOP_K}`);
  if (response.status !== 200) throw new Error(`search answered ${response.status} for ${query}`);
  return ((await response.json()) as { data: { id: string; question: string }[] }).data;
}

/**
 * The baseline: PostgreSQL full text as catalog had it before, every word required (the last as a
 * prefix), ranked by ts_rank_cd, over the same database.
 */
async function searchAllWords(service: TestService, query: string): Promise<{ id: string; question: string }[]> {
  const words =
    query
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  if (words.length === 0) return [];
  const tsquery = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
  return service.kernel.dataSource.query(
    `SELECT h.id, h.question FROM homework_questions h CROSS JOIN to_tsquery('simple', $1) AS query(q)
      WHERE h.is_public AND h.search_vector @@ query.q
      ORDER BY ts_rank_cd(h.search_vector, query.q) DESC, h.created_at DESC, h.id LIMIT $2`,
    [tsquery, TOP_K],
  );
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/**
 * Similar-question search on paraphrased duplicates: a bank of the Brown corpus's real questions
 * in catalog's homework_questions (a real PostgreSQL database with catalog's migrations), each
 * asked again in other words (WordNet synonyms, dropped and added function words, moved clauses,
 * numbers kept), and catalog's GET /homework-questions?q= answering; recall@5 is the share of
 * duplicates whose original is among the first five, with the in-process index and PostgreSQL.
 */
export async function benchHomeworkSearch(): Promise<BenchResult> {
  const catalogService = loadCatalogService();
  const bank = brownQuestions();
  const thesaurus = loadThesaurus();
  const random = seededRandom(SEED);
  const paraphrases = bank.map((question) => paraphrase(question.text, thesaurus, random));
  const hardParaphrases = bank.map((question) => paraphrase(question.text, thesaurus, random, HARD_RATES));
  const tallies: Record<Mode, Tally> = { memory: emptyTally(), off: emptyTally() };
  const hard = emptyTally();
  const baseline = emptyTally();
  let seededQuestions = 0;

  for (const mode of MODES) {
    console.log(`   homework search with CATALOG_SEARCH_INDEX=${mode} ...`);
    const service = await startTestService(catalogService, { env: { CATALOG_SEARCH_INDEX: mode } });
    try {
      const [before] = await service.kernel.dataSource.query<{ total: number }[]>(
        'SELECT count(*)::int AS total FROM homework_questions WHERE is_public',
      );
      seededQuestions = before?.total ?? 0;
      const ids = await insertBank(service, bank);
      await waitForBank(service, seededQuestions + bank.length, mode);
      const queries: Query[] = bank.map((question, index) => ({
        id: ids[index]!,
        original: question.text,
        text: paraphrases[index]!.text,
      }));
      for (const query of queries) record(tallies[mode], query, await searchCatalog(service, query.text));
      if (mode === 'memory') {
        for (const [index, query] of queries.entries()) {
          const harder = { ...query, text: hardParaphrases[index]!.text };
          record(hard, harder, await searchCatalog(service, harder.text));
        }
      }
      if (mode === 'off')
        for (const query of queries) record(baseline, query, await searchAllWords(service, query.text));
    } finally {
      await service.close();
    }
  }

  const recall = (tally: Tally) => ratio(tally.atFive, tally.queries);
  const replaced = paraphrases.reduce((sum, item) => sum + item.replaced, 0);
  const reordered = paraphrases.filter((item) => item.reordered).length;
  return {
    name: 'homework-search',
    title: `Homework helper: similar questions on ${bank.length} paraphrased duplicates (Brown corpus questions, WordNet synonyms)`,
    baselineName: 'all words, ts_rank',
    figures: [
      { metric: 'recall@5, in-process index', value: recall(tallies.memory), baseline: recall(baseline), unit: '' },
      { metric: 'recall@5, PostgreSQL (index off)', value: recall(tallies.off), baseline: recall(baseline), unit: '' },
      {
        metric: 'recall@1, in-process index',
        value: ratio(tallies.memory.atOne, tallies.memory.queries),
        baseline: ratio(baseline.atOne, baseline.queries),
        unit: '',
      },
      { metric: 'recall@5, harsher rewording, index', value: recall(hard), baseline: Number.NaN, unit: '' },
      {
        metric: 'MRR@5, in-process index',
        value: ratio(tallies.memory.reciprocalRank, tallies.memory.queries),
        baseline: ratio(baseline.reciprocalRank, baseline.queries),
        unit: '',
      },
    ],
    targets: MODES.map((mode) => ({
      description: `recall@5 on paraphrased duplicates >= ${TARGET_RECALL} (${mode === 'memory' ? 'in-process index' : 'PostgreSQL'})`,
      pass: recall(tallies[mode]) >= TARGET_RECALL,
      detail: `${tallies[mode].atFive}/${tallies[mode].queries} = ${recall(tallies[mode]).toFixed(3)}`,
    })),
    notes: [
      `bank: ${bank.length} Brown corpus questions (8-30 words) plus ${seededQuestions} seeded public questions`,
      `paraphrases: ${(replaced / paraphrases.length).toFixed(2)} words replaced by synonyms per question on average, ${reordered} with clauses moved; seed ${SEED}`,
      `harsher rewording: ${(hardParaphrases.reduce((sum, item) => sum + item.replaced, 0) / bank.length).toFixed(2)} words replaced per question, every droppable word dropped, clauses moved where possible (not judged)`,
      ...tallies.memory.misses.slice(0, 3).map((miss) => `missed: "${miss.query}" (original: "${miss.original}")`),
    ],
    data: { tallies, hard, baseline, bankSize: bank.length, seededQuestions },
  };
}
