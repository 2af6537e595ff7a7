import type { Client } from 'pg';
import { DOCUMENT_SORTS } from '@studyhub/contracts';
import { seededRandom } from '@studyhub/platform/testing';
import { EXTRA_SUBJECTS, TOPIC_WORDS } from './vocabulary';

/** Ids the browse requests filter by, sampled from the generated catalog. */
export interface CatalogSample {
  subjects: string[];
  universities: string[];
  courses: string[];
  textbooks: string[];
}

export interface TypoQuery {
  path: string;
  /** The word the typo was made from: a good answer has it in a title. */
  intended: string;
}

export interface QuerySets {
  instant: string[];
  typos: TypoQuery[];
  browse: string[];
  text: string[];
}

export async function sampleCatalog(client: Client): Promise<CatalogSample> {
  const ids = async (sql: string) => (await client.query<{ id: string }>(sql)).rows.map((row) => row.id);
  return {
    subjects: await ids(`SELECT id FROM subjects WHERE document_count > 0 ORDER BY document_count DESC LIMIT 40`),
    universities: await ids(`SELECT id FROM universities WHERE document_count > 0 ORDER BY md5(id::text) LIMIT 60`),
    courses: await ids(`SELECT id FROM courses WHERE document_count > 0 ORDER BY md5(id::text) LIMIT 120`),
    textbooks: await ids(`SELECT id FROM textbooks WHERE document_count > 0 ORDER BY md5(id::text) LIMIT 60`),
  };
}

/** One edit a typist makes: a swapped pair, a wrong letter, or a letter missed. */
function typoOf(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = random();
  if (kind < 0.34) return word.slice(0, at) + word[at + 1]! + word[at]! + word.slice(at + 2);
  if (kind < 0.67) {
    const letters = 'aeioulnrst';
    const replacement = letters[Math.floor(random() * letters.length)]!;
    return word.slice(0, at) + (replacement === word[at] ? 'x' : replacement) + word.slice(at + 1);
  }
  return word.slice(0, at) + word.slice(at + 1);
}

/**
 * The requests of each scenario: what people type in the search box (prefixes as they type,
 * two words, subject names, typos), what they click in browse (filters, sorts, first pages),
 * and what they submit as a search (one or two words, sometimes with a filter or a sort).
 */
export function buildQuerySets(sample: CatalogSample, size = 300): QuerySets {
  const random = seededRandom(20261122);
  const word = (skew = 2) => TOPIC_WORDS[Math.floor(random() ** skew * TOPIC_WORDS.length)]!;
  const oneOf = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const prefixOf = (text: string) => text.slice(0, Math.max(2, Math.ceil(random() * text.length)));
  const encode = (q: string) => encodeURIComponent(q);

  const instant: string[] = [];
  const typos: TypoQuery[] = [];
  while (instant.length < size) {
    const kind = random();
    let q: string;
    if (kind < 0.4) q = prefixOf(word());
    else if (kind < 0.6) q = `${word()} ${prefixOf(word())}`;
    else if (kind < 0.75) q = prefixOf(oneOf(EXTRA_SUBJECTS)[0].toLowerCase());
    else if (kind < 0.9) {
      let intended = word(1.5);
      while (intended.length < 6) intended = word(1.5);
      q = typoOf(intended, random);
      typos.push({ path: `/search/instant?q=${encode(q)}`, intended });
    } else q = `${word()} ${word()} `;
    instant.push(`/search/instant?q=${encode(q)}`);
  }

  const browse: string[] = [];
  const sorts = DOCUMENT_SORTS.filter((sort) => sort !== 'relevance' && sort !== 'newest');
  while (browse.length < size) {
    const params = new URLSearchParams();
    const kind = random();
    if (kind < 0.3) params.set('subject_id', oneOf(sample.subjects));
    else if (kind < 0.5) {
      params.set('subject_id', oneOf(sample.subjects));
      params.set('document_type_id', String(1 + Math.floor(random() * 10)));
    } else if (kind < 0.65) params.set('university_id', oneOf(sample.universities));
    else if (kind < 0.8) params.set('course_id', oneOf(sample.courses));
    else if (kind < 0.9) params.set('textbook_id', oneOf(sample.textbooks));
    if (random() < 0.4) params.set('sort', oneOf(sorts));
    const page = random();
    params.set('page', String(page < 0.7 ? 1 : page < 0.9 ? 2 : 3 + Math.floor(random() * 3)));
    params.set('limit', '10');
    browse.push(`/documents?${params.toString()}`);
  }

  const text: string[] = [];
  while (text.length < size) {
    const params = new URLSearchParams();
    params.set('q', random() < 0.6 ? word(1.5) : `${word(1.5)} ${word(1.5)}`);
    const filter = random();
    if (filter < 0.1) params.set('subject_id', oneOf(sample.subjects));
    else if (filter < 0.2) params.set('document_type_id', String(1 + Math.floor(random() * 10)));
    if (random() < 0.3) params.set('sort', oneOf(DOCUMENT_SORTS));
    params.set('page', String(random() < 0.8 ? 1 : 2));
    params.set('limit', '10');
    text.push(`/documents?${params.toString()}`);
  }
  return { instant, typos, browse, text };
}
