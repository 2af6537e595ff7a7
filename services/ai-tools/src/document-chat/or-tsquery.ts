/** The most lexemes a question contributes to its query: a pasted paragraph must not cost a scan of thousands. */
export const MAX_QUERY_LEXEMES = 32;

/** A lexeme the tsquery parser reads back as itself once quoted: no backslash, no control character. */
function isQuotable(lexeme: string): boolean {
  // eslint-disable-next-line no-control-regex
  return lexeme.length > 0 && lexeme.length <= 100 && !/[\\\u0000-\u001f]/.test(lexeme);
}

/**
 * An OR query over a question's lexemes (as PostgreSQL's `to_tsvector('english', question)` gives
 * them, already stemmed and without stopwords), in tsquery syntax to cast with `::tsquery`: each
 * lexeme quoted so that no character of it is read as an operator, joined with `|`. A passage
 * matches on any of them and ts_rank_cd ranks those sharing more of them higher, unlike
 * plainto_tsquery, which requires every word and finds nothing once the student uses one word the
 * document does not. Null when the question has no searchable word.
 */
export function orTsQueryOf(lexemes: readonly string[]): string | null {
  const unique = [...new Set(lexemes.filter(isQuotable))].slice(0, MAX_QUERY_LEXEMES);
  if (unique.length === 0) return null;
  return unique.map((lexeme) => `'${lexeme.replace(/'/g, "''")}'`).join(' | ');
}

/** The lexemes the query was built from, in the same order (what the relevance check counts). */
export function queryLexemesOf(lexemes: readonly string[]): string[] {
  return [...new Set(lexemes.filter(isQuotable))].slice(0, MAX_QUERY_LEXEMES);
}
