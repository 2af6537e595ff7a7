import type { EntityManager } from 'typeorm';
import type { QueryTerm } from './search-terms';

/**
 * Replaces each word the catalog has never seen (and, for the typed prefix, that starts no known
 * word) by the closest known word, so "calculas" searches for "calculus": trigram similarity finds
 * the candidates through an index, edit distance picks among them (trigrams alone would prefer
 * "calculate", which shares more letter triples but needs two edits).
 * One round trip over the small `search_terms` vocabulary, whatever the catalog's size.
 */
export async function correctTerms(manager: EntityManager, terms: readonly QueryTerm[]): Promise<QueryTerm[]> {
  if (terms.length === 0) return [];
  const rows = await manager.query<{ ordinal: number; known: boolean; suggestion: string | null }[]>(
    `SELECT q.ordinal::int AS ordinal,
            (EXISTS (SELECT 1 FROM search_terms WHERE term = q.word)
              OR (q.prefix AND EXISTS (SELECT 1 FROM search_terms WHERE term LIKE q.word || '%'))) AS known,
            (SELECT term FROM search_terms WHERE term % q.word
              ORDER BY levenshtein(term, q.word), term <-> q.word, term LIMIT 1) AS suggestion
       FROM unnest($1::text[], $2::boolean[]) WITH ORDINALITY AS q(word, prefix, ordinal)`,
    [terms.map((term) => term.word), terms.map((term) => term.prefix)],
  );
  return terms.map((term, index) => {
    const row = rows.find((candidate) => candidate.ordinal === index + 1);
    if (!row || row.known || row.suggestion === null || term.word.length < 3) return term;
    return { word: row.suggestion, prefix: false };
  });
}
