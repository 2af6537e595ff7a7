import { randomUUID } from 'node:crypto';
import { queryTermsOf } from '../search-terms';
import { DocumentIndex, type DocumentRecord, type DocumentQuery } from './document-index';

const subjectMath = randomUUID();
const subjectChem = randomUUID();
const courseA = randomUUID();

function record(title: string, overrides: Partial<DocumentRecord> = {}): DocumentRecord {
  return {
    id: randomUUID(),
    title,
    description: '',
    subjectText: '',
    courseText: '',
    universityText: '',
    textbookText: '',
    typeId: 7,
    subjectId: subjectMath,
    universityId: null,
    courseId: null,
    textbookId: null,
    priceCents: 500,
    averageRating: 0,
    reviewCount: 0,
    downloadCount: 0,
    publishedAt: Date.UTC(2026, 0, 1),
    ...overrides,
  };
}

/** Builds with records in the index's required order: most downloaded first. */
function build(records: DocumentRecord[]): Promise<DocumentIndex> {
  const builder = DocumentIndex.builder();
  for (const item of [...records].sort(
    (a, b) => b.downloadCount - a.downloadCount || b.averageRating - a.averageRating,
  )) {
    builder.add(item);
  }
  return builder.build();
}

const query = (q: string, extra: Partial<DocumentQuery> = {}): DocumentQuery => ({
  terms: queryTermsOf(q),
  filters: {},
  sort: 'relevance',
  offset: 0,
  limit: 10,
  ...extra,
});

describe('DocumentIndex', () => {
  const calculus = record('Calculus Limits and Derivatives', { downloadCount: 50, averageRating: 4 });
  const calcNotes = record('Calculus Lecture Notes', { downloadCount: 10, priceCents: 0 });
  const organic = record('Organic Chemistry Reactions', {
    subjectId: subjectChem,
    subjectText: 'Chemistry CHEM',
    downloadCount: 30,
    typeId: 1,
  });
  const describedOnly = record('Week 3 Handout', {
    description: 'Worked calculus examples',
    downloadCount: 100,
    courseId: courseA,
  });
  const inCourse = record('Integration by Parts', { subjectText: 'Calculus', courseId: courseA, downloadCount: 5 });
  const all = [calculus, calcNotes, organic, describedOnly, inCourse];

  it('finds every document holding all words, title matches ranked above taxonomy and description', async () => {
    const index = await build(all);
    const hits = index.search(query('calculus'));
    expect(hits.total).toBe(4);
    expect(hits.ids).toEqual([calculus.id, calcNotes.id, inCourse.id, describedOnly.id]);
  });

  it('matches the last word as a prefix and corrects typos', async () => {
    const index = await build(all);
    expect(index.search(query('organ')).ids).toEqual([organic.id]);
    expect(index.search(query('calculas limits')).ids).toEqual([calculus.id]);
    expect(index.search(query('chemistry reactoins ')).ids).toEqual([organic.id]);
    expect(index.search(query('zzzz')).total).toBe(0);
  });

  it('filters and sorts the matches', async () => {
    const index = await build(all);
    expect(index.search(query('calculus', { filters: { courseId: courseA } })).ids).toEqual([
      inCourse.id,
      describedOnly.id,
    ]);
    expect(index.search(query('calculus', { filters: { typeId: 1 } })).total).toBe(0);
    expect(index.search(query('calculus', { filters: { subjectId: randomUUID() } })).total).toBe(0);
    expect(index.search(query('calculus', { sort: 'downloads' })).ids[0]).toBe(describedOnly.id);
    expect(index.search(query('calculus', { sort: 'price_asc' })).ids[0]).toBe(calcNotes.id);
  });

  it('pages without overlap and keeps the exact total', async () => {
    const index = await build(all);
    const first = index.search(query('calculus', { limit: 2 }));
    const second = index.search(query('calculus', { limit: 2, offset: 2 }));
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
    expect(new Set([...first.ids, ...second.ids]).size).toBe(4);
    expect(index.search(query('calculus', { offset: 10 }))).toEqual({ ids: [], total: 4 });
  });

  it('suggests by title only, most popular first, stopping at the number wanted', async () => {
    const index = await build(all);
    expect(index.suggest(queryTermsOf('calc'), 5)).toEqual([calculus.id, calcNotes.id]);
    expect(index.suggest(queryTermsOf('calc'), 1)).toEqual([calculus.id]);
    expect(index.suggest(queryTermsOf('calculus lec'), 5)).toEqual([calcNotes.id]);
    expect(index.suggest(queryTermsOf('calculas'), 5)).toEqual([calculus.id, calcNotes.id]);
  });

  it('takes documents added, changed and removed after the build', async () => {
    const index = await build(all);
    const added = record('Calculus Crash Course', { downloadCount: 1000 });
    index.upsert(added);
    expect(index.suggest(queryTermsOf('calc'), 5)[0]).toBe(added.id);
    expect(index.search(query('crash')).ids).toEqual([added.id]);

    index.upsert({ ...calcNotes, title: 'Thermodynamics Lecture Notes' });
    expect(index.search(query('calculus')).ids).not.toContain(calcNotes.id);
    expect(index.search(query('thermodynamics')).ids).toEqual([calcNotes.id]);

    index.upsert({ ...calculus, downloadCount: 5000 });
    expect(index.search(query('calculus', { sort: 'downloads' })).ids[0]).toBe(calculus.id);
    expect(index.deltaSize).toBe(2);

    index.remove(organic.id);
    expect(index.search(query('organic')).total).toBe(0);
    expect(index.has(organic.id)).toBe(false);
    expect(index.size).toBe(5);
  });
});
