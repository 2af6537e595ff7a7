/**
 * The similarity engine, free of I/O: tokens, content-word and stopword n-grams, winnowed
 * fingerprints, seed-and-extend alignment, quotes and works cited, and the similarity arithmetic
 * (ADR 0022). The service and the benchmark both use it.
 */
export { tokenise, normaliseWord, type Token } from './tokens';
export { STOPWORDS, isStopword } from './stopwords';
export { allGrams, winnowedGrams, INDEX_GRAMS, type Gram, type GramSettings } from './grams';
export { sentenceOfTokens, sentenceBounds } from './sentences';
export { excludedRegions, exclusionOfTokens, type ExcludedRegion, type ExclusionKind } from './excluded-regions';
export {
  alignPassages,
  ALIGNMENT_SETTINGS,
  type AlignedPassage,
  type AlignmentSettings,
  type AlignmentText,
  type TokenSpan,
} from './alignment';
export { summarise, type PlacedPassage, type SimilaritySummary, type SourceAlignment } from './report';
export { analyseText, indexFingerprints, INDEX_WINDOW, type AnalysedText } from './analysed-text';
