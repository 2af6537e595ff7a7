/**
 * When a passage counts as relevant to a question (ADR 0020): it holds at least this share of the
 * question's searchable words (PostgreSQL lexemes) and at least two of them, or the only one a
 * one-word question has. Below that, the tool says the document does not answer the question
 * instead of quoting or asking a model about unrelated text. Measured by the document-chat bench
 * ('not found' precision on questions from other documents beside recall on answerable ones).
 */
export const MIN_MATCHED_SHARE = 0.4;
export const MIN_MATCHED_WORDS = 2;

export function isRelevantMatch(matched: number, questionLexemes: number): boolean {
  if (questionLexemes === 0 || matched === 0) return false;
  const needed = Math.max(Math.min(MIN_MATCHED_WORDS, questionLexemes), Math.ceil(MIN_MATCHED_SHARE * questionLexemes));
  return matched >= needed;
}
