/**
 * The function words of the stopword n-gram method (Stamatatos 2011, "Plagiarism detection using
 * stopword n-grams"): the most frequent English words that carry the structure of a sentence rather
 * than its topic. A paraphrase that swaps content words for synonyms keeps their sequence, so
 * n-grams over these words alone still match. Every other word is a content word.
 */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'the', 'of', 'and', 'a', 'an', 'to', 'in', 'is', 'was', 'were', 'be', 'been', 'being', 'are', 'am',
  'that', 'it', 'its', 'for', 'on', 'with', 'as', 'at', 'by', 'from', 'this', 'these', 'those', 'there',
  'he', 'she', 'they', 'we', 'you', 'i', 'his', 'her', 'him', 'their', 'them', 'our', 'us', 'my', 'me',
  'not', 'no', 'or', 'but', 'if', 'so', 'than', 'then', 'which', 'who', 'whom', 'what', 'when', 'where',
  'would', 'could', 'should', 'will', 'can', 'may', 'might', 'must', 'shall', 'do', 'does', 'did',
  'have', 'has', 'had', 'all', 'any', 'some', 'one', 'more', 'most', 'such', 'only', 'also', 'into',
  'about', 'up', 'out', 'over', 'after', 'before', 'between', 'through', 'under', 'while', 'because',
]);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}
